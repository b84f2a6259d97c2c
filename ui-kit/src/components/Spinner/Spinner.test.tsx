import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces loading as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses its own label', () => {
    render(<Spinner label="Loading submissions" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
