import { createFileRoute } from '@tanstack/react-router';
import { customerSubmissionsQueryOptions } from '../../queries/customer.queries.ts';
import { CustomerSubmissionsScreen } from '../../screens/customer/CustomerLists.tsx';

export const Route = createFileRoute('/customer/submissions/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(customerSubmissionsQueryOptions()).catch(() => undefined),
  component: CustomerSubmissionsScreen,
});
