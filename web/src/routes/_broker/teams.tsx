import { createFileRoute } from '@tanstack/react-router';
import { FIRM_ROLES } from '@workbench/core';
import { requireUser } from '../../auth/guards.ts';
import { teamsQueryOptions } from '../../queries/organisation.queries.ts';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';
import { TeamsScreen } from '../../screens/organisation/TeamsScreen.tsx';

/** Workload per person; brokers and broker managers (insurers are not of the firm). */
export const Route = createFileRoute('/_broker/teams')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, FIRM_ROLES, location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(teamsQueryOptions()).catch(() => undefined),
  component: function TeamsRoute() {
    return <TeamsScreen user={Route.useRouteContext().user} />;
  },
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
