import { Outlet, createFileRoute } from '@tanstack/react-router';
import { BROKER_ROLES, requireUser } from '../auth/guards.ts';
import { BrokerShell } from '../shell/BrokerShell.tsx';
import { ZoneErrorPage } from '../screens/access/ZoneErrorPage.tsx';

/** The broker zone: every path outside /auth and /customer, for brokers, broker managers and insurers. */
export const Route = createFileRoute('/_broker')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, BROKER_ROLES, location),
  component: () => (
    <BrokerShell>
      <Outlet />
    </BrokerShell>
  ),
  errorComponent: ZoneErrorPage,
});
