import { createFileRoute } from '@tanstack/react-router';
import { policyDetailQueryOptions } from '../../queries/policies.queries.ts';
import { PolicyDetailScreen } from '../../screens/policies/PolicyDetail.tsx';

export const Route = createFileRoute('/_broker/policies/$policyId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(policyDetailQueryOptions(params.policyId)).catch(() => undefined),
  component: function StaffPolicy() {
    const { policyId } = Route.useParams();
    return <PolicyDetailScreen key={policyId} policyId={policyId} backHref="/renewals" backLabel="Back to Renewals" />;
  },
});
