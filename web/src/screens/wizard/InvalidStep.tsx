import { AlertTriangleIcon, Link } from '@workbench/ui-kit';
import { MessagePage } from '../../components/StatusPages.tsx';
import { stepPath } from './steps.ts';

/** What an unknown wizard step shows. */
export function InvalidStep() {
  return (
    <MessagePage
      icon={<AlertTriangleIcon />}
      title="Invalid Step"
      text="This step of the submission wizard does not exist."
      action={
        <Link href={stepPath('client')} buttonVariant="primary">
          Start Over
        </Link>
      }
    />
  );
}
