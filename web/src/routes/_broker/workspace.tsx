import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueryOptions } from '../../queries/reports.queries.ts';
import { WorkspacePage } from '../../screens/views/WorkspacePage.tsx';

export const Route = createFileRoute('/_broker/workspace')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(workspaceQueryOptions()).catch(() => undefined),
  component: WorkspacePage,
});
