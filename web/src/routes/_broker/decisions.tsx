import { createFileRoute } from '@tanstack/react-router';
import { DECISION_ROLES } from '@workbench/core';
import { requireUser } from '../../auth/guards.ts';
import { decisionQueueQueryOptions } from '../../queries/decisions.queries.ts';
import { DecisionQueue } from '../../screens/decisions/DecisionQueue.tsx';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';

/** The underwriting queue: broker managers and the firm's insurers; brokers get Access Denied inside the shell. */
export const Route = createFileRoute('/_broker/decisions')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, DECISION_ROLES, location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(decisionQueueQueryOptions()).catch(() => undefined);
  },
  component: DecisionQueue,
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
