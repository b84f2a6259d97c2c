import type { Story, StoryDefault } from '@ladle/react';
import { TONES } from '../../theme/tokens.ts';
import { row, stack } from '../../stories/layout.css.ts';
import { Badge } from './Badge.tsx';

export default { title: 'Badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <div className={stack}>
    <div className={row}>
      {TONES.map((t) => (
        <Badge key={t} tone={t}>
          {t}
        </Badge>
      ))}
    </div>
    <div className={row}>
      {TONES.map((t) => (
        <Badge key={t} tone={t} appearance="outline">
          {t}
        </Badge>
      ))}
    </div>
  </div>
);

export const Counts: Story = () => (
  <div className={row}>
    <Badge size="sm">2</Badge>
    <Badge tone="blue" size="sm">
      4
    </Badge>
    <Badge tone="green">New</Badge>
    <Badge shape="rounded">Subscribed</Badge>
  </div>
);
