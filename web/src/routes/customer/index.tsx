import { createFileRoute } from '@tanstack/react-router';
import { customerSubmissionsQueryOptions, policiesQueryOptions } from '../../queries/customer.queries.ts';
import { CustomerDashboard } from '../../screens/customer/CustomerDashboard.tsx';

export const Route = createFileRoute('/customer/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(customerSubmissionsQueryOptions()),
      queryClient.ensureQueryData(policiesQueryOptions()),
    ]).catch(() => undefined),
  component: CustomerDashboard,
});
