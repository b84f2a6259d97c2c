import type { Story, StoryDefault } from '@ladle/react';
import { PlusIcon, UploadIcon } from '../../icons/Icon.tsx';
import { Button } from './Button.tsx';
import { row, stack } from '../../stories/layout.css.ts';

export default { title: 'Button' } satisfies StoryDefault;

export const Variants: Story = () => (
  <div className={row}>
    <Button variant="primary">Create Submission</Button>
    <Button variant="secondary">Secondary</Button>
    <Button variant="outline">Filter</Button>
    <Button variant="ghost">Ghost</Button>
    <Button variant="destructive">Delete</Button>
    <Button variant="link">See More</Button>
  </div>
);

export const Sizes: Story = () => (
  <div className={row}>
    <Button size="sm">Small</Button>
    <Button size="md">Medium</Button>
    <Button size="lg">Large</Button>
    <Button size="icon" variant="outline" aria-label="Add">
      <PlusIcon />
    </Button>
  </div>
);

export const WithIcon: Story = () => (
  <div className={row}>
    <Button variant="outline">
      <UploadIcon /> Upload Submission
    </Button>
    <Button>
      <PlusIcon /> Create Submission
    </Button>
  </div>
);

export const Disabled: Story = () => (
  <div className={row}>
    <Button isDisabled>Save Submission</Button>
    <Button variant="outline" isDisabled>
      Continue
    </Button>
  </div>
);

export const Pending: Story = () => (
  <div className={row}>
    <Button isPending pendingLabel="Logging in...">
      Login
    </Button>
    <Button isPending pendingLabel="Creating Account..." variant="outline">
      Create Account
    </Button>
  </div>
);

export const LongContent: Story = () => (
  <div className={stack}>
    <Button fullWidth>Submit for Underwriting Review</Button>
  </div>
);
