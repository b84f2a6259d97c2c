import { createFileRoute } from '@tanstack/react-router';
import { WizardStart } from '../../screens/wizard/WizardStart.tsx';

/** Create Submission: a fresh draft (or the choice to resume one), then the client step. */
export const Route = createFileRoute('/_broker/create-submission/')({
  component: WizardStart,
});
