import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState.tsx';
import { Button } from '../Button/Button.tsx';

describe('EmptyState', () => {
  it('shows a heading, description and actions', () => {
    render(
      <EmptyState
        title="No Properties"
        description="There are no properties associated with this submission yet."
        actions={<Button>Add Property</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Properties' })).toBeInTheDocument();
    expect(screen.getByText('There are no properties associated with this submission yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeInTheDocument();
  });
});
