import { createFileRoute } from '@tanstack/react-router';
import { viewsQueryOptions } from '../../queries/reports.queries.ts';
import { ViewsPage } from '../../screens/views/ViewsPage.tsx';

export const Route = createFileRoute('/_broker/views')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(viewsQueryOptions()).catch(() => undefined),
  component: ViewsPage,
});
