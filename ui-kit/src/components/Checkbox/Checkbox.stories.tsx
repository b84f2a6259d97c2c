import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { Checkbox } from './Checkbox.tsx';

export default { title: 'Checkbox' } satisfies StoryDefault;

export const States: Story = () => (
  <div className={stack}>
    <Checkbox>Sprinklered</Checkbox>
    <Checkbox defaultSelected>Share with Client</Checkbox>
    <Checkbox isIndeterminate>Some selected</Checkbox>
    <Checkbox isDisabled>Disabled</Checkbox>
    <Checkbox isInvalid>Accept the terms</Checkbox>
  </div>
);
