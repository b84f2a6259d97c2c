import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('renders an anchor with its href', () => {
    render(<Link href="/submissions">Submissions</Link>);
    expect(screen.getByRole('link', { name: 'Submissions' })).toHaveAttribute('href', '/submissions');
  });

  it('navigates through the router the app provides instead of reloading the page', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/submissions/SUB-1">SUB-1</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'SUB-1' }));
    expect(navigate).toHaveBeenCalledWith('/submissions/SUB-1', undefined);
  });

  it('can look like a button while staying a link', () => {
    render(
      <Link href="/" buttonVariant="primary">
        Return to Dashboard
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeInTheDocument();
  });
});
