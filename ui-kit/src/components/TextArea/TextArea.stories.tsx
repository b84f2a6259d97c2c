import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { TextArea } from './TextArea.tsx';

export default { title: 'TextArea' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={stack}>
    <TextArea label="Description" placeholder="Describe the risk..." />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <TextArea label="Description" isRequired errorMessage="Please enter a submission description." />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <TextArea label="Notes" isDisabled defaultValue="Read only notes" />
  </div>
);

export const LongContent: Story = () => (
  <div className={stack}>
    <TextArea label="Notes" rows={6} defaultValue={'Client operates three warehouses across the Midlands.\n'.repeat(8)} />
  </div>
);
