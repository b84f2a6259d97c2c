import { createFileRoute } from '@tanstack/react-router';
import { claimQueryOptions } from '../../queries/claims.queries.ts';
import { ClaimDetailScreen } from '../../screens/claims/ClaimDetail.tsx';

export const Route = createFileRoute('/customer/claims/$reference')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(claimQueryOptions(params.reference)).catch(() => undefined),
  component: function CustomerClaim() {
    const { reference } = Route.useParams();
    return <ClaimDetailScreen key={reference} reference={reference} staff={false} backHref="/customer/claims" backLabel="Back to Claims" />;
  },
});
