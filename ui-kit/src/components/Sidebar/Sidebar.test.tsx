import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { Sidebar } from './Sidebar.tsx';
import { brokerNav } from './sampleNav.tsx';

function Harness({ start = false, activeHref = '/' }: { start?: boolean; activeHref?: string }) {
  const [expanded, setExpanded] = useState(start);
  return (
    <Sidebar
      groups={brokerNav}
      isExpanded={expanded}
      onExpandedChange={setExpanded}
      activeHref={activeHref}
      brand="Workbench · Insurance"
    />
  );
}

describe('Sidebar', () => {
  it('starts as a collapsed rail with quick links to teams, workspace and support', () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Teams' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByText('Workbench · Insurance')).toBeNull();
  });

  it('expands to labelled groups with nested items, badges and the brand line', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Workbench · Insurance')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Teams and brokerages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications 2' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Submissions' })).toHaveAttribute('href', '/submissions');
  });

  it('marks the active route', () => {
    render(<Harness start activeHref="/messages" />);
    expect(screen.getByRole('link', { name: 'Messages 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Workbench' })).not.toHaveAttribute('aria-current');
  });

  it("navigates through the app's router", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Harness start />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(navigate).toHaveBeenCalledWith('/reports', undefined);
  });

  it('can render links with a custom component', () => {
    render(
      <Sidebar
        groups={brokerNav}
        isExpanded
        onExpandedChange={() => {}}
        renderLink={({ href, children, className }) => (
          <a href={href} className={className} data-custom="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Views' })).toHaveAttribute('data-custom');
  });
});
