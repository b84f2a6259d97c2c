import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { DatePicker } from './DatePicker.tsx';

export default { title: 'DatePicker' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={stack}>
    <DatePicker label="Due Date" defaultValue="2025-03-14" />
  </div>
);

export const Empty: Story = () => (
  <div className={stack}>
    <DatePicker label="Effective Date" description="When cover starts" />
  </div>
);

export const Open: Story = () => (
  <div className={stack}>
    <DatePicker label="Due Date" defaultValue="2025-03-14" defaultOpen />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <DatePicker label="Due Date" errorMessage="Choose a due date" />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <DatePicker label="Created" defaultValue="2025-01-02" isDisabled />
  </div>
);
