import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="green">New</Badge>);
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('styles each tone differently', () => {
    render(
      <>
        <Badge tone="green">A</Badge>
        <Badge tone="red">B</Badge>
      </>,
    );
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className);
  });
});
