import { createFileRoute } from '@tanstack/react-router';
import { BROKER_ROLES, requireUser } from '../../auth/guards.ts';
import { learnedMappingsQueryOptions } from '../../queries/documents.queries.ts';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';
import { LearnedMappingsScreen } from '../../screens/mappings/LearnedMappingsScreen.tsx';

/** The firm's learned column mappings for uploaded schedules; staff only. */
export const Route = createFileRoute('/_broker/settings_/mappings')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, BROKER_ROLES, location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(learnedMappingsQueryOptions()).catch(() => undefined),
  component: LearnedMappingsScreen,
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
