import { createFileRoute } from '@tanstack/react-router';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { CustomerSubmissionDetail } from '../../screens/customer/detail/CustomerSubmissionDetail.tsx';

export const Route = createFileRoute('/customer/submissions/$id')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(submissionQueryOptions(params.id)).catch(() => undefined),
  component: function CustomerSubmission() {
    const { id } = Route.useParams();
    return <CustomerSubmissionDetail key={id} id={id} />;
  },
});
