import { createFileRoute } from '@tanstack/react-router';
import { carrierDeskSubmissionQueryOptions } from '../../queries/carrier-desk.queries.ts';
import { CarrierDeskDetail } from '../../screens/carrier-desk/CarrierDeskDetail.tsx';

export const Route = createFileRoute('/carrier-desk/$submissionId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(carrierDeskSubmissionQueryOptions(params.submissionId)).catch(() => undefined),
  component: function CarrierDeskSubmission() {
    const { submissionId } = Route.useParams();
    return <CarrierDeskDetail key={submissionId} submissionId={submissionId} />;
  },
});
