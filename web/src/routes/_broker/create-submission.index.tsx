import { createFileRoute } from '@tanstack/react-router';
import { WizardStart, startNewSubmission } from '../../screens/wizard/WizardStart.tsx';

/** Create Submission: a fresh draft and on to the client step, or the choice to resume an unfinished one. */
export const Route = createFileRoute('/_broker/create-submission/')({
  beforeLoad: ({ context, preload }) => startNewSubmission(context.queryClient, preload),
  component: WizardStart,
});
