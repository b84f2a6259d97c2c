import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { Select } from './Select.tsx';

export default { title: 'Select' } satisfies StoryDefault;

const priorities = [
  { id: 'low', label: 'Low' },
  { id: 'medium', label: 'Medium' },
  { id: 'high', label: 'High' },
  { id: 'urgent', label: 'Urgent' },
];

export const Default: Story = () => (
  <div className={stack}>
    <Select label="Priority" items={priorities} defaultSelectedKey="medium" />
  </div>
);

export const Placeholder: Story = () => (
  <div className={stack}>
    <Select label="Role" placeholder="Choose a role" items={priorities} description="What you do in the firm" />
  </div>
);

export const Open: Story = () => (
  <div className={stack}>
    <Select label="Priority" items={priorities} defaultSelectedKey="high" defaultOpen />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <Select label="Role" items={priorities} errorMessage="Choose a role" />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <Select label="Priority" items={priorities} defaultSelectedKey="low" isDisabled />
  </div>
);
