import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button.tsx';
import { stack } from '../../stories/layout.css.ts';
import { Alert } from './Alert.tsx';

export default { title: 'Alert' } satisfies StoryDefault;

export const Variants: Story = () => (
  <div className={stack}>
    <Alert variant="info" title="Processing">
      Processing may take a minute.
    </Alert>
    <Alert variant="success" title="Success">
      Client created successfully
    </Alert>
    <Alert variant="warning" title="Action Required">
      You have a submission that requires additional information. Please review and update.
    </Alert>
    <Alert variant="destructive" title="Error">
      Failed to parse document
    </Alert>
  </div>
);

export const WithActions: Story = () => (
  <div className={stack}>
    <Alert
      variant="warning"
      title="Action Required"
      actions={
        <Button size="sm" variant="outline">
          Review
        </Button>
      }
    >
      Complete the property information.
    </Alert>
  </div>
);

export const LongContent: Story = () => (
  <div className={stack}>
    <Alert variant="destructive" title="Submission Failed">
      {'There was an error saving your submission. Please try again. '.repeat(4)}
    </Alert>
  </div>
);
