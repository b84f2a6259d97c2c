import { createFileRoute } from '@tanstack/react-router';
import { carriersQueryOptions } from '../../queries/reports.queries.ts';
import { ReportsPage } from '../../screens/reports/ReportsPage.tsx';

export const Route = createFileRoute('/_broker/reports')({
  // A failure shows on the Carrier field; the other reports work without it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(carriersQueryOptions()).catch(() => undefined),
  component: ReportsPage,
});
