import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { ProgressBar } from './ProgressBar.tsx';

export default { title: 'ProgressBar' } satisfies StoryDefault;

export const Values: Story = () => (
  <div className={stack}>
    <ProgressBar label="Completion" value={0} />
    <ProgressBar label="Completion" value={65} />
    <ProgressBar label="Uploading document" value={90} />
    <ProgressBar label="Done" value={100} />
    <ProgressBar aria-label="Without label" value={40} showValue={false} />
  </div>
);

export const Indeterminate: Story = () => (
  <div className={stack}>
    <ProgressBar label="Downloading report" isIndeterminate valueLabel="1.2 MB received" />
  </div>
);
