import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AccessDeniedError, BROKER_ROLES, requireUser } from '../auth/guards.ts';
import { BrokerShell } from '../shell/BrokerShell.tsx';
import { AccessDeniedPage, ErrorPage } from '../components/StatusPages.tsx';

/** The broker zone: every path outside /auth and /customer, for brokers, broker managers and insurers. */
export const Route = createFileRoute('/_broker')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, BROKER_ROLES, location),
  component: () => (
    <BrokerShell>
      <Outlet />
    </BrokerShell>
  ),
  errorComponent: ({ error }) => (error instanceof AccessDeniedError ? <AccessDeniedPage /> : <ErrorPage error={error} />),
});
