import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus past the navigation to the content', async () => {
    render(
      <>
        <SkipLink targetId="content" />
        <nav>
          <a href="/one">One</a>
          <a href="/two">Two</a>
        </nav>
        <main id="content" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
