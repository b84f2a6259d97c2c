import { createFileRoute } from '@tanstack/react-router';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { SubmissionDetail } from '../../screens/submission-detail/SubmissionDetail.tsx';

export const Route = createFileRoute('/_broker/submissions/$id')({
  // Started here but not awaited: the screen shows its own loading placeholder inside the shell (spec), and a
  // missing submission or a failure is a state of the screen (Not Found, or the spec's toast), not an error page.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery({ ...submissionQueryOptions(params.id), retry: false });
  },
  component: function SubmissionDetailRoute() {
    const { id } = Route.useParams();
    return <SubmissionDetail id={id} />;
  },
});
