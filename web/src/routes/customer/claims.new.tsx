import { createFileRoute } from '@tanstack/react-router';
import { policiesQueryOptions } from '../../queries/customer.queries.ts';
import { ReportClaimScreen } from '../../screens/claims/ReportClaim.tsx';

export const Route = createFileRoute('/customer/claims/new')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(policiesQueryOptions()).catch(() => undefined),
  component: ReportClaimScreen,
});
