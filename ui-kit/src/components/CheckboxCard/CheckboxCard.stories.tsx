import type { Story, StoryDefault } from '@ladle/react';
import { grid } from '../../stories/layout.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { CheckboxCard } from './CheckboxCard.tsx';

export default { title: 'CheckboxCard' } satisfies StoryDefault;

export const States: Story = () => (
  <div className={grid}>
    <CheckboxCard title="Material Damage" description="Buildings, contents and stock" defaultSelected>
      <Badge tone="green" size="sm">
        Complete
      </Badge>
    </CheckboxCard>
    <CheckboxCard title="Motor Fleet" description="Vehicles used by the business">
      <Badge tone="amber" size="sm">
        Incomplete
      </Badge>
    </CheckboxCard>
    <CheckboxCard title="Marine Cargo" description="Goods in transit" isDisabled />
  </div>
);
