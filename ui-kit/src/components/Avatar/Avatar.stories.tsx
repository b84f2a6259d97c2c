import type { Story, StoryDefault } from '@ladle/react';
import { row } from '../../stories/layout.css.ts';
import { Avatar } from './Avatar.tsx';

export default { title: 'Avatar' } satisfies StoryDefault;

export const Sizes: Story = () => (
  <div className={row}>
    <Avatar name="Jane Broker" size="sm" />
    <Avatar name="Jane Broker" size="md" />
    <Avatar name="Jane Broker" size="lg" />
    <Avatar />
  </div>
);
