import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATOR_ROLES } from '@workbench/core';
import { requireUser } from '../../auth/guards.ts';
import { accountsQueryOptions } from '../../queries/admin.queries.ts';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';
import { AdminScreen } from '../../screens/admin/AdminScreen.tsx';

/** Administration: broker managers only; other staff get Access Denied inside the shell. */
export const Route = createFileRoute('/_broker/admin')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, ADMINISTRATOR_ROLES, location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(accountsQueryOptions()).catch(() => undefined),
  component: function AdminRoute() {
    return <AdminScreen user={Route.useRouteContext().user} />;
  },
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
