import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { inactiveAccountMessage } from '@workbench/core';
import { Button } from '@workbench/ui-kit';
import { useLogout } from '../../auth/session.ts';
import { formatDate, roleLabel } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { Facts, StatusCardPage } from './StatusCard.tsx';
import * as styles from './access.css.ts';

/**
 * What a signed-in account that may not work sees instead of any screen: a staff account waiting for a
 * broker manager's approval, one that was refused, or one an administrator deactivated. Signing out is the only way on.
 */
export function AccountStatusPage({ status }: { status: 'pending' | 'refused' | 'deactivated' }) {
  const { data: user } = useQuery(currentUserQueryOptions());
  const queryClient = useQueryClient();
  const router = useRouter();
  const logout = useLogout();
  const [checking, setChecking] = useState(false);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const pending = status === 'pending';

  // Approval can come while the page is open: ask for the account again, and once it may work (or is
  // gone) let the guards decide anew; a guard that turns it away again would only show this page again.
  const checkAgain = async () => {
    setChecking(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      if (!fresh || fresh.status !== status) {
        await router.invalidate();
        return;
      }
      setCheckedAt(new Date());
    } catch {
      setCheckedAt(new Date());
    } finally {
      setChecking(false);
    }
  };

  return (
    <StatusCardPage
      tone={pending ? 'info' : 'danger'}
      title={pending ? 'Awaiting approval' : status === 'deactivated' ? 'Account deactivated' : 'Account not approved'}
    >
      <p className={styles.statusLead}>{inactiveAccountMessage(status)}</p>
      {pending ? (
        <p className={styles.statusText}>
          A broker manager at your firm reviews every new broker, broker manager and insurer account. As soon as yours is approved, the
          workbench opens for you here.
        </p>
      ) : null}
      {user ? (
        <Facts
          label="Your account"
          className={styles.accountFacts}
          facts={[
            ['Name', user.fullName],
            ['E-mail', user.email],
            ['Role', roleLabel(user.role)],
            ['Registered', formatDate(user.createdAt)],
          ]}
        />
      ) : null}
      <div className={styles.statusActions}>
        {pending ? (
          <Button variant="outline" onPress={() => void checkAgain()} isPending={checking} pendingLabel="Checking...">
            Check again
          </Button>
        ) : null}
        <Button onPress={() => logout.mutate()} isPending={logout.isPending} pendingLabel="Signing out...">
          Sign Out
        </Button>
      </div>
      <p role="status" className={styles.statusNote}>
        {pending && checkedAt && !checking ? 'Still awaiting approval.' : ''}
      </p>
    </StatusCardPage>
  );
}
