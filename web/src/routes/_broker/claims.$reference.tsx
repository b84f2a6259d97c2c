import { createFileRoute } from '@tanstack/react-router';
import { claimQueryOptions } from '../../queries/claims.queries.ts';
import { ClaimDetailScreen } from '../../screens/claims/ClaimDetail.tsx';

export const Route = createFileRoute('/_broker/claims/$reference')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(claimQueryOptions(params.reference)).catch(() => undefined),
  component: function StaffClaim() {
    const { reference } = Route.useParams();
    return <ClaimDetailScreen key={reference} reference={reference} staff backHref="/claims" backLabel="Back to Claims" />;
  },
});
