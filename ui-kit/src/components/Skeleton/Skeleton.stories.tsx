import type { Story, StoryDefault } from '@ladle/react';
import { Card, CardContent, CardHeader } from '../Card/Card.tsx';
import { stack, row } from '../../stories/layout.css.ts';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

export default { title: 'Skeleton' } satisfies StoryDefault;

export const Loading: Story = () => (
  <div className={stack}>
    <Card>
      <CardHeader>
        <div className={row}>
          <Skeleton circle width="2.5rem" height="2.5rem" />
          <Skeleton width="12rem" height="1.25rem" />
        </div>
      </CardHeader>
      <CardContent>
        <SkeletonText lines={4} label="Loading submission" />
      </CardContent>
    </Card>
  </div>
);
