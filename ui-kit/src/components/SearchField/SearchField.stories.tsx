import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { SearchField } from './SearchField.tsx';

export default { title: 'SearchField' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={stack}>
    <SearchField aria-label="Search" placeholder="Search for a submission, client or carrier" />
  </div>
);

export const Labelled: Story = () => (
  <div className={stack}>
    <SearchField label="Find a client" description="By name, contact person or email" defaultValue="Acme" />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <SearchField aria-label="Search" isDisabled />
  </div>
);
