import type { Story, StoryDefault } from '@ladle/react';
import { row } from '../../stories/layout.css.ts';
import { Spinner } from './Spinner.tsx';

export default { title: 'Spinner' } satisfies StoryDefault;

export const Sizes: Story = () => (
  <div className={row}>
    <Spinner size="sm" />
    <Spinner size="md" />
    <Spinner size="lg" />
  </div>
);

export const WithLabel: Story = () => <Spinner label="Loading submissions" showLabel />;
