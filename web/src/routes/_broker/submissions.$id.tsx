import { createFileRoute } from '@tanstack/react-router';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { SubmissionDetail } from '../../screens/submission-detail/SubmissionDetail.tsx';

export const Route = createFileRoute('/_broker/submissions/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    // A missing submission or a failure is a state of the screen (Not Found, or the spec's toast), not an error page.
    await queryClient.ensureQueryData({ ...submissionQueryOptions(params.id), retry: false }).catch(() => undefined);
  },
  component: function SubmissionDetailRoute() {
    const { id } = Route.useParams();
    return <SubmissionDetail id={id} />;
  },
});
