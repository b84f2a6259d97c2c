import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { ComboBox } from './ComboBox.tsx';

export default { title: 'ComboBox' } satisfies StoryDefault;

const carriers = ['AXA', 'Allianz', 'Aviva', 'Chubb', 'Hiscox', 'Zurich'].map((c) => ({ id: c.toLowerCase(), label: c }));

export const Default: Story = () => (
  <div className={stack}>
    <ComboBox label="Carrier" defaultItems={carriers} placeholder="Type a carrier" />
  </div>
);

export const Open: Story = () => (
  <div className={stack}>
    <ComboBox label="Carrier" defaultItems={carriers} defaultInputValue="" menuTrigger="focus" autoFocus />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <ComboBox label="Carrier" defaultItems={carriers} errorMessage="Choose a carrier" />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <ComboBox label="Carrier" defaultItems={carriers} isDisabled />
  </div>
);
