import { createFileRoute } from '@tanstack/react-router';
import { WizardStart } from '../../screens/wizard/WizardStart.tsx';

/** Create Submission: a fresh draft and on to the client step, or the choice to resume an unfinished one. */
export const Route = createFileRoute('/_broker/create-submission/')({
  // Loaded when the route is entered, so the wizard's draft code stays out of the first bundle everyone loads.
  beforeLoad: async ({ context, preload }) => {
    const { startNewSubmission } = await import('../../screens/wizard/startNewSubmission.ts');
    await startNewSubmission(context.queryClient, preload);
  },
  component: WizardStart,
});
