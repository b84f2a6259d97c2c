import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { TopBar } from './TopBar.tsx';

export default { title: 'TopBar' } satisfies StoryDefault;

const tabs = [
  { id: 'my_workbench', label: 'My Workbench' },
  { id: 'assigned', label: 'Assigned to me' },
  { id: 'created', label: 'Created' },
  { id: 'activity', label: 'Activity' },
];

export const Default: Story = () => {
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
};
