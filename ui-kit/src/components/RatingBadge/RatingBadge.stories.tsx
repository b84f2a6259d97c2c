import type { Story, StoryDefault } from '@ladle/react';
import { row } from '../../stories/layout.css.ts';
import { RatingBadge } from './RatingBadge.tsx';

export default { title: 'RatingBadge' } satisfies StoryDefault;

export const Labels: Story = () => (
  <div className={row}>
    <RatingBadge score={92} label="excellent" />
    <RatingBadge score={85} label="good" />
    <RatingBadge score={64} label="fair" />
    <RatingBadge score={31} label="poor" />
    <RatingBadge score={50} label="unrated" />
  </div>
);
