import { createFileRoute } from '@tanstack/react-router';
import { policiesQueryOptions } from '../../queries/customer.queries.ts';
import { CustomerPoliciesScreen } from '../../screens/customer/CustomerLists.tsx';

export const Route = createFileRoute('/customer/policies/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQueryOptions()).catch(() => undefined),
  component: CustomerPoliciesScreen,
});
