import { createFileRoute } from '@tanstack/react-router';
import { policyDetailQueryOptions } from '../../queries/policies.queries.ts';
import { PolicyDetailScreen } from '../../screens/policies/PolicyDetail.tsx';
import { policyBackLink } from '../../screens/policies/backLink.ts';

export const Route = createFileRoute('/_broker/policies/$policyId')({
  // Where the policy was opened from, for its back link (checked by policyBackLink: only the app's own pages).
  validateSearch: (search: Record<string, unknown>): { from?: string } => (typeof search.from === 'string' ? { from: search.from } : {}),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(policyDetailQueryOptions(params.policyId)).catch(() => undefined),
  component: function StaffPolicy() {
    const { policyId } = Route.useParams();
    const back = policyBackLink(Route.useSearch().from);
    return <PolicyDetailScreen key={policyId} policyId={policyId} backHref={back.href} backLabel={back.label} />;
  },
});
