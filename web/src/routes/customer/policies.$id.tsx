import { createFileRoute } from '@tanstack/react-router';
import { policyQueryOptions } from '../../queries/customer.queries.ts';
import { CustomerPolicyScreen } from '../../screens/customer/CustomerLists.tsx';

export const Route = createFileRoute('/customer/policies/$id')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(policyQueryOptions(params.id)).catch(() => undefined),
  component: function CustomerPolicy() {
    const { id } = Route.useParams();
    return <CustomerPolicyScreen id={id} />;
  },
});
