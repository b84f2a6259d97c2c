import { createFileRoute } from '@tanstack/react-router';
import { INTAKE_QUEUE_ROLES } from '@workbench/core';
import { requireUser } from '../../auth/guards.ts';
import { intakeQueueQueryOptions } from '../../queries/intake.queries.ts';
import { IntakeQueue } from '../../screens/intake/IntakeQueue.tsx';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';

/** The e-mail intake queue: the firm's brokers and broker managers; insurers get Access Denied inside the shell. */
export const Route = createFileRoute('/_broker/intake')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, INTAKE_QUEUE_ROLES, location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(intakeQueueQueryOptions()).catch(() => undefined);
  },
  component: IntakeQueue,
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
