import { createFileRoute } from '@tanstack/react-router';
import { FIRM_ROLES } from '@workbench/core';
import { requireUser } from '../../auth/guards.ts';
import { officeBookQueryOptions } from '../../queries/organisation.queries.ts';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';
import { OfficeBookScreen } from '../../screens/organisation/OfficeBookScreen.tsx';

/** The office reached as brokerage-a: its book, whatever the firm calls it. */
export const Route = createFileRoute('/_broker/brokerage-a')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, FIRM_ROLES, location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(officeBookQueryOptions('brokerage-a')).catch(() => undefined),
  component: function OfficeRoute() {
    return <OfficeBookScreen slug="brokerage-a" user={Route.useRouteContext().user} />;
  },
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
