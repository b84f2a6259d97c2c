import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { grid } from '../../stories/layout.css.ts';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, SectionCard } from './Card.tsx';

export default { title: 'Card' } satisfies StoryDefault;

export const Default: Story = () => (
  <div className={grid}>
    <Card>
      <CardHeader>
        <CardTitle level={2}>Submissions</CardTitle>
        <CardDescription>Active insurance applications</CardDescription>
      </CardHeader>
      <CardContent>
        <p style={{ fontSize: '1.875rem', fontWeight: 700 }}>3</p>
        <Link href="#all">View all submissions</Link>
      </CardContent>
    </Card>
  </div>
);

export const WithActionsAndFooter: Story = () => (
  <div className={grid}>
    <Card>
      <CardHeader
        actions={
          <Button size="sm" variant="outline">
            Assign
          </Button>
        }
      >
        <CardTitle level={2}>Submission Details</CardTitle>
        <CardDescription>Priority, status and channel</CardDescription>
      </CardHeader>
      <CardContent>Assignee: Jane Broker</CardContent>
      <CardFooter>
        <Button variant="ghost">Cancel</Button>
        <Button>Save</Button>
      </CardFooter>
    </Card>
  </div>
);

export const LongContent: Story = () => (
  <div className={grid}>
    <Card>
      <CardHeader>
        <CardTitle level={2}>Recent Updates with a rather long title that wraps</CardTitle>
      </CardHeader>
      <CardContent>{'Your policy renewal for Commercial Property is coming up in 30 days. '.repeat(5)}</CardContent>
    </Card>
  </div>
);

export const Section: Story = () => (
  <div className={grid}>
    <SectionCard
      title="Contacts"
      description="People at the carrier the brokers deal with"
      actions={
        <Button size="sm" variant="outline">
          Add contact
        </Button>
      }
    >
      <p>Dana Reyes, underwriter</p>
    </SectionCard>
    <SectionCard title="History">
      <p>Created by Jane Broker</p>
    </SectionCard>
  </div>
);
