import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuDrawer } from './MenuDrawer.tsx';

describe('MenuDrawer', () => {
  it('opens a labelled drawer from its menu button and closes on Escape', async () => {
    render(
      <MenuDrawer label="Menu">
        <nav aria-label="Pages">
          <a href="/reports">Reports</a>
        </nav>
      </MenuDrawer>,
    );
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(screen.getByRole('link', { name: 'Reports' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
