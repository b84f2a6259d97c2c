import { createFileRoute } from '@tanstack/react-router';
import { claimsQueryOptions } from '../../queries/claims.queries.ts';
import { CUSTOMER_LIST_LIMIT } from '../../queries/customer.queries.ts';
import { CustomerClaimsScreen } from '../../screens/claims/ClaimsLists.tsx';

export const Route = createFileRoute('/customer/claims/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(claimsQueryOptions({ limit: CUSTOMER_LIST_LIMIT, offset: 0 })).catch(() => undefined),
  component: CustomerClaimsScreen,
});
