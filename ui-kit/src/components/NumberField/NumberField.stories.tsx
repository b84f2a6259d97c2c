import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { NumberField } from './NumberField.tsx';

export default { title: 'NumberField' } satisfies StoryDefault;

export const Plain: Story = () => (
  <div className={stack}>
    <NumberField label="Stories" defaultValue={3} minValue={0} />
  </div>
);

export const Currency: Story = () => (
  <div className={stack}>
    <NumberField label="Premium" currency="USD" defaultValue={4250} description="Annual premium" />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <NumberField label="Year Built" errorMessage="Enter a year between 1800 and today" defaultValue={3000} />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <NumberField label="Square Footage" defaultValue={12000} isDisabled />
  </div>
);
