import type { Story, StoryDefault } from '@ladle/react';
import { row } from '../../stories/layout.css.ts';
import { StatusBadge } from './StatusBadge.tsx';

export default { title: 'StatusBadge' } satisfies StoryDefault;

const statuses = ['pending', 'in_progress', 'in_review', 'approved', 'rejected', 'archived'];

export const Broker: Story = () => (
  <div className={row}>
    {statuses.map((s) => (
      <StatusBadge key={s} status={s} />
    ))}
  </div>
);

export const Customer: Story = () => (
  <div className={row}>
    {['new', 'active', ...statuses].map((s) => (
      <StatusBadge key={s} status={s} palette="customer" />
    ))}
  </div>
);
