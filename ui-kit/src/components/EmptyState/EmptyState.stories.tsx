import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button.tsx';
import { stack } from '../../stories/layout.css.ts';
import { EmptyState } from './EmptyState.tsx';

export default { title: 'EmptyState' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={stack}>
    <EmptyState
      title="No Properties"
      description="There are no properties associated with this submission yet."
      actions={<Button>Add Property</Button>}
    />
  </div>
);

export const Minimal: Story = () => (
  <div className={stack}>
    <EmptyState title="No Vehicles" />
  </div>
);
