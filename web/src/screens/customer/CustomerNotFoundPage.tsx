import { AlertTriangleIcon, Link } from '@workbench/ui-kit';
import { MessagePage } from '../../components/StatusPages.tsx';

/** What an unknown portal path shows: the customer is told so and given the way back to their dashboard. */
export function CustomerNotFoundPage() {
  return (
    <MessagePage
      icon={<AlertTriangleIcon />}
      title="Page Not Found"
      text="The page you are looking for does not exist."
      action={
        <Link href="/customer" buttonVariant="secondary">
          Back to Dashboard
        </Link>
      }
    />
  );
}
