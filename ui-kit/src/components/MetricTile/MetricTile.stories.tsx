import type { Story, StoryDefault } from '@ladle/react';
import { grid } from '../../stories/layout.css.ts';
import { AlertTriangleIcon, ChartIcon, InboxIcon, TaskIcon } from '../../icons/Icon.tsx';
import { MetricTile } from './MetricTile.tsx';

export default { title: 'MetricTile' } satisfies StoryDefault;

export const Dashboard: Story = () => (
  <div className={grid}>
    <MetricTile label="New Submissions Request" value="2" icon={<InboxIcon />} />
    <MetricTile label="Pending Submissions" value="12" icon={<TaskIcon />} />
    <MetricTile label="High-Risk Submissions" value="3" icon={<AlertTriangleIcon />} />
    <MetricTile label="Approval Rate" value="61%" icon={<ChartIcon />} hint="Last 30 days" />
    <MetricTile label="Average Cycle" value="11 days" />
    <MetricTile label="Pending Actions" value="1" />
  </div>
);
