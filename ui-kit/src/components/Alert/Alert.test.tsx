import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces destructive alerts assertively', () => {
    render(
      <Alert variant="destructive" title="Error">
        Failed to parse document
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to parse document');
  });

  it('shows the amber Action Required warning politely', () => {
    render(
      <Alert variant="warning" title="Action Required">
        You have a submission that requires additional information. Please review and update.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Action Required');
    expect(status).toHaveAttribute('data-variant', 'warning');
  });

  it('can be a plain message without a live region', () => {
    render(<Alert live="none">Static note</Alert>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Static note')).toBeInTheDocument();
  });
});
