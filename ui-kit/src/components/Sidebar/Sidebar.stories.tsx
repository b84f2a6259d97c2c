import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LayersIcon } from '../../icons/Icon.tsx';
import { Sidebar } from './Sidebar.tsx';
import { brokerNav } from './sampleNav.tsx';
import { frame } from './stories.css.ts';

export default { title: 'Sidebar' } satisfies StoryDefault;

const Demo = ({ start }: { start: boolean }) => {
  const [expanded, setExpanded] = useState(start);
  return (
    <div className={frame}>
      <Sidebar
        groups={brokerNav}
        isExpanded={expanded}
        onExpandedChange={setExpanded}
        activeHref="/"
        brand="Workbench · Commercial insurance"
        brandMark={<LayersIcon />}
      />
    </div>
  );
};

export const Collapsed: Story = () => <Demo start={false} />;
export const Expanded: Story = () => <Demo start />;
