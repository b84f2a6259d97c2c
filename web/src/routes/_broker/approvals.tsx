import { createFileRoute } from '@tanstack/react-router';
import { APPROVER_ROLES, requireUser } from '../../auth/guards.ts';
import { pendingAccountsQueryOptions } from '../../queries/accounts.queries.ts';
import { AccountApprovals } from '../../screens/access/AccountApprovals.tsx';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';

/** Accounts awaiting approval: broker managers only; other staff get Access Denied inside the shell. */
export const Route = createFileRoute('/_broker/approvals')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, APPROVER_ROLES, location),
  loader: async ({ context: { queryClient } }) => {
    // A failure is shown by the screen as a toast, not as an error page.
    await queryClient.ensureQueryData(pendingAccountsQueryOptions()).catch(() => undefined);
  },
  component: AccountApprovals,
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
