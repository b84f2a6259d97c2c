import type { Story, StoryDefault } from '@ladle/react';
import { RadioCard, RadioCardGroup } from './RadioCardGroup.tsx';

export default { title: 'RadioCardGroup' } satisfies StoryDefault;

export const Default: Story = () => (
  <RadioCardGroup label="Select Client" defaultValue="acme">
    <RadioCard value="acme" title="Acme Manufacturing" description="Jane Doe · jane@acme.test" />
    <RadioCard value="globex" title="Globex Retail" description="Bob Stone · bob@globex.test" />
    <RadioCard value="initech" title="Initech Storage" description="Ann Lee · ann@initech.test" isDisabled />
  </RadioCardGroup>
);

export const Error: Story = () => (
  <RadioCardGroup label="Select Client" errorMessage="Please select a client to continue">
    <RadioCard value="acme" title="Acme Manufacturing" />
    <RadioCard value="globex" title="Globex Retail" />
  </RadioCardGroup>
);
