import type { Story, StoryDefault } from '@ladle/react';
import { ArrowLeftIcon } from '../../icons/Icon.tsx';
import { row } from '../../stories/layout.css.ts';
import { Link } from './Link.tsx';

export default { title: 'Link' } satisfies StoryDefault;

export const Default: Story = () => (
  <p>
    Read the <Link href="#policy">policy wording</Link> before you submit.
  </p>
);

export const Variants: Story = () => (
  <div className={row}>
    <Link href="#a">View all submissions</Link>
    <Link href="#b" variant="muted">
      <ArrowLeftIcon /> Back to Submissions
    </Link>
    <Link href="#c" buttonVariant="primary">
      Return to Dashboard
    </Link>
    <Link href="#d" buttonVariant="outline">
      Edit →
    </Link>
  </div>
);

export const Disabled: Story = () => (
  <Link href="#x" isDisabled>
    Unavailable link
  </Link>
);
