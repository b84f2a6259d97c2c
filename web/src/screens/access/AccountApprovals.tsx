import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@workbench/core';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CellLink,
  CheckCircleIcon,
  EmptyState,
  Spinner,
  Table,
  truncate,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, roleLabel } from '../../format.ts';
import { decideAccount, pendingAccountsKey, pendingAccountsQueryOptions, type AccountDecision } from '../../queries/accounts.queries.ts';
import { Facts } from './StatusCard.tsx';
import * as organisation from '../organisation/organisation.css.ts';
import * as styles from './access.css.ts';

const DONE: Record<AccountDecision, { title: string; text: (name: string) => string; failed: string }> = {
  approve: { title: 'Account approved', text: (name) => `${name} can now use the workbench.`, failed: 'Failed to approve the account' },
  refuse: { title: 'Account refused', text: (name) => `${name} cannot sign in.`, failed: 'Failed to refuse the account' },
};

/**
 * The approval or refusal of an account leaves the list at once; if the server turns it down the row
 * comes back and a toast says why. Either way the list is read again afterwards.
 */
function useDecideAccount() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ account, decision }: { account: User; decision: AccountDecision }) => decideAccount({ id: account.id, decision }),
    onMutate: async ({ account }) => {
      await queryClient.cancelQueries({ queryKey: pendingAccountsKey });
      const before = queryClient.getQueryData<User[]>(pendingAccountsKey);
      queryClient.setQueryData<User[]>(pendingAccountsKey, (list) => list?.filter((u) => u.id !== account.id));
      return { before };
    },
    onSuccess: (_user, { account, decision }) => {
      toast({ title: DONE[decision].title, description: DONE[decision].text(account.fullName) });
    },
    onError: (error, { decision }, context) => {
      if (context?.before) queryClient.setQueryData(pendingAccountsKey, context.before);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, DONE[decision].failed) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingAccountsKey }),
  });
}

function Decisions({ account, onApprove, onRefuse }: { account: User; onApprove: (u: User) => void; onRefuse: (u: User) => void }) {
  return (
    // Stacked beside a long address the two buttons doubled the row's height: the organisation screens' rule
    // keeps them side by side from a laptop's width.
    <div className={organisation.rowActions}>
      <Button size="sm" aria-label={`Approve ${account.fullName}`} onPress={() => onApprove(account)}>
        Approve
      </Button>
      <Button size="sm" variant="outline" aria-label={`Refuse ${account.fullName}`} onPress={() => onRefuse(account)}>
        Refuse
      </Button>
    </div>
  );
}

/** Broker managers approve or refuse the staff accounts people registered for themselves. */
export function AccountApprovals() {
  const query = useQuery(pendingAccountsQueryOptions());
  useErrorToast(query, 'Failed to load the accounts waiting for approval');
  const decide = useDecideAccount();
  const [refusing, setRefusing] = useState<User | null>(null);
  const { mutate } = decide;
  const approve = useMemo(() => (account: User) => mutate({ account, decision: 'approve' }), [mutate]);
  const accounts = query.data ?? [];
  const empty = (
    <EmptyState
      icon={<CheckCircleIcon />}
      title="No accounts are waiting for approval"
      description="New broker, broker manager and insurer accounts appear here when they register."
    />
  );

  const columns = useMemo<TableColumn<User>[]>(
    () => [
      // A long name wraps and a long address is cut short (in full on hover, and a link to write to it), so
      // the decision buttons stay in view beside them.
      { id: 'fullName', header: 'Name', isRowHeader: true, minWidth: 160, cell: (u) => u.fullName },
      { id: 'username', header: 'Username', minWidth: 120 },
      {
        id: 'email',
        header: 'E-mail',
        minWidth: 200,
        text: (u) => u.email,
        cell: (u) => (
          <CellLink href={`mailto:${u.email}`} variant="inherit" title={u.email} className={organisation.clippedAddress}>
            <span className={truncate}>{u.email}</span>
          </CellLink>
        ),
      },
      { id: 'role', header: 'Role', text: (u) => roleLabel(u.role), minWidth: 130 },
      { id: 'createdAt', header: 'Registered', text: (u) => formatDate(u.createdAt), sortValue: (u) => u.createdAt, minWidth: 120 },
      {
        id: 'actions',
        header: 'Decision',
        hideHeader: true,
        align: 'end',
        minWidth: 200,
        cell: (u) => <Decisions account={u} onApprove={approve} onRefuse={setRefusing} />,
      },
    ],
    [approve],
  );

  return (
    <Page>
      <PageHeader
        title="Account approvals"
        subtitle="People who registered as brokers, broker managers or insurers can use the workbench once you approve them."
      />
      <Card>
        <CardContent>
          {/* Wide screens get the table; phones a list of cards with the same facts and buttons. */}
          <div className={styles.wideOnly}>
            <Table
              title="Waiting for approval"
              showCount
              columns={columns}
              rows={accounts}
              isLoading={query.isPending}
              loadingText="Loading accounts"
              emptyText={empty}
            />
          </div>
          <section className={styles.narrowOnly} aria-labelledby="approvals-narrow-title">
            <h2 id="approvals-narrow-title" className={styles.listTitle}>
              Waiting for approval <Badge>{accounts.length}</Badge>
            </h2>
            {query.isPending ? (
              <Spinner label="Loading accounts" showLabel />
            ) : accounts.length === 0 ? (
              empty
            ) : (
              <ul className={styles.accountList}>
                {accounts.map((u) => (
                  <li key={u.id} className={styles.accountItem}>
                    <div className={styles.accountHead}>
                      <span className={styles.accountName}>{u.fullName}</span>
                      <Badge tone="blue">{roleLabel(u.role)}</Badge>
                    </div>
                    <Facts
                      className={styles.accountMeta}
                      facts={[
                        ['E-mail', u.email],
                        ['Username', u.username],
                        ['Registered', formatDate(u.createdAt)],
                      ]}
                    />
                    <Decisions account={u} onApprove={approve} onRefuse={setRefusing} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </CardContent>
      </Card>
      <ConfirmDialog
        title={refusing ? `Refuse ${refusing.fullName}?` : 'Refuse account?'}
        description="They will not be able to sign in. This cannot be undone here."
        confirmLabel="Refuse account"
        destructive
        isOpen={refusing !== null}
        onOpenChange={(open) => (open ? undefined : setRefusing(null))}
        onConfirm={() => {
          if (refusing) decide.mutate({ account: refusing, decision: 'refuse' });
          setRefusing(null);
        }}
      />
    </Page>
  );
}
