import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { TextField } from './TextField.tsx';

export default { title: 'TextField' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={stack}>
    <TextField label="Username" placeholder="Enter your username" />
  </div>
);

export const WithDescription: Story = () => (
  <div className={stack}>
    <TextField label="Email" type="email" description="We send submission updates here." placeholder="name@company.com" />
  </div>
);

export const Required: Story = () => (
  <div className={stack}>
    <TextField label="Company Name" isRequired />
  </div>
);

export const Error: Story = () => (
  <div className={stack}>
    <TextField label="Username" errorMessage="Username must be at least 3 characters" defaultValue="ab" />
  </div>
);

export const Disabled: Story = () => (
  <div className={stack}>
    <TextField label="Submission ID" isDisabled defaultValue="SUB-2024-0001" />
  </div>
);

export const Password: Story = () => (
  <div className={stack}>
    <TextField label="Password" type="password" defaultValue="secret123" />
  </div>
);
