import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';

const tabs = [
  { id: 'my_workbench', label: 'My Workbench' },
  { id: 'assigned', label: 'Assigned to me' },
  { id: 'created', label: 'Created' },
  { id: 'activity', label: 'Activity' },
];

function Harness() {
  const [tab, setTab] = useState('my_workbench');
  return (
    <TopBar
      tabs={tabs}
      selectedTab={tab}
      onTabChange={setTab}
      search={<SearchField aria-label="Search" placeholder="Search for a submission, client or carrier" />}
      end={<Avatar name="Jane Broker" />}
    />
  );
}

describe('TopBar', () => {
  it('starts on My Workbench and switches tabs locally', async () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'My Workbench' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Created' }));
    expect(screen.getByRole('tab', { name: 'Created' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects no tab on a page none of them shows, and still switches to one', async () => {
    const chosen: string[] = [];
    render(<TopBar tabs={tabs} selectedTab={null} onTabChange={(id) => chosen.push(id)} />);
    expect(screen.queryAllByRole('tab', { selected: true })).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Views' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'My Workbench' }));
    expect(chosen).toEqual(['my_workbench']);
  });

  it('holds the search box and the avatar', () => {
    render(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search for a submission, client or carrier');
    expect(screen.getByRole('img', { name: 'Jane Broker' })).toBeInTheDocument();
  });

  it('has no invisible stop in the tab order after its last control', async () => {
    render(
      <>
        <Harness />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
