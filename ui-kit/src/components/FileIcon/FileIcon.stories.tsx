import type { Story, StoryDefault } from '@ladle/react';
import { row } from '../../stories/layout.css.ts';
import { FileIcon } from './FileIcon.tsx';

export default { title: 'FileIcon' } satisfies StoryDefault;

export const Kinds: Story = () => (
  <div className={row}>
    {['schedule.pdf', 'fleet.xlsx', 'photo.png', 'letter.docx', 'bundle.zip', 'unknown.bin'].map((name) => (
      <span key={name} className={row}>
        <FileIcon name={name} />
        {name}
      </span>
    ))}
  </div>
);

export const Sizes: Story = () => (
  <div className={row}>
    <FileIcon name="a.pdf" size="sm" labelled />
    <FileIcon name="a.pdf" size="md" labelled />
    <FileIcon name="a.pdf" size="lg" labelled />
  </div>
);
