import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { RENEWAL_WINDOWS, daysUntil, policyAccess, type RenewalItem, type RenewalWindow } from '@workbench/core';
import { AlertCircleIcon, Button, EmptyState, Link, Select, Table, type TableColumn, useToast } from '@workbench/ui-kit';
import { ApiError, errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { assigneeLabel, formatDate, formatMoney, productLabel, todayIso } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { policyKeys, renewalsQueryOptions, startRenewal } from '../../queries/policies.queries.ts';
import * as styles from '../claims/claims.css.ts';
import { PremiumChangeBadge, RenewalStatusBadge } from './RenewalBadges.tsx';
import { policyHref } from '../policies/backLink.ts';

const WINDOW_OPTIONS = RENEWAL_WINDOWS.map((days) => ({ id: String(days), label: `${days} days` }));

/** 'in 12 days', 'today', '3 days ago'. */
function expiresIn(day: string): string {
  const days = daysUntil(todayIso(), day);
  if (days === 0) return 'today';
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} ago`;
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Starts a renewal from the list over the record version the list read: the broker goes on to the renewal
 * submission it made. When someone changed the policy since (or started its renewal), nothing starts, the
 * page says so and the list is read again, showing the policy as it now stands.
 */
function StartRenewal({ item }: { item: RenewalItem }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const start = useMutation({
    mutationFn: () => startRenewal(item.id, { recordVersion: item.recordVersion }),
    onSuccess: (policy) => {
      void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      toast({ title: 'Renewal started', description: `${policy.renewalSubmissionRef} was created for ${policy.policyNumber}.` });
      if (policy.renewalSubmissionRef) void navigate({ to: '/submissions/$id', params: { id: policy.renewalSubmissionRef } });
    },
    onError: (error) => {
      const overtaken = error instanceof ApiError && error.status === 409;
      if (overtaken) void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      toast({
        variant: 'destructive',
        title: overtaken ? `Renewal of ${item.policyNumber} not started` : 'Error',
        description: errorMessage(error, 'Failed to start the renewal'),
      });
    },
  });
  return (
    <Button size="sm" isDisabled={start.isPending} onPress={() => start.mutate()} aria-label={`Start renewal of ${item.policyNumber}`}>
      Start renewal
    </Button>
  );
}

function columns(canAct: boolean): TableColumn<RenewalItem>[] {
  return [
    {
      id: 'policyNumber',
      header: 'Policy',
      isRowHeader: true,
      minWidth: 150,
      cell: (p) => <Link href={policyHref(p.id, '/renewals')}>{p.policyNumber}</Link>,
    },
    { id: 'client', header: 'Client', minWidth: 160 },
    { id: 'product', header: 'Product', text: (p) => productLabel(p.product), cell: (p) => productLabel(p.product) },
    {
      id: 'expirationDate',
      header: 'Expires',
      minWidth: 140,
      cell: (p) => (
        <span className={styles.entry}>
          <span>{formatDate(p.expirationDate)}</span>
          <span className={styles.entryMeta}>{expiresIn(p.expirationDate)}</span>
        </span>
      ),
    },
    { id: 'owner', header: 'Owner', text: (p) => assigneeLabel(p.owner), cell: (p) => assigneeLabel(p.owner) },
    { id: 'premium', header: 'Last premium', align: 'end', cell: (p) => formatMoney(p.premium) },
    {
      id: 'renewalStatus',
      header: 'Renewal',
      minWidth: 170,
      cell: (p) => (
        <span className={styles.actions}>
          <RenewalStatusBadge status={p.renewalStatus} />
          {p.premiumChangeFlagged ? <PremiumChangeBadge /> : null}
        </span>
      ),
    },
    {
      id: 'next',
      header: 'Next step',
      hideHeader: true,
      minWidth: 150,
      cell: (p) =>
        p.renewalStatus === 'not_started' && canAct ? (
          <StartRenewal item={p} />
        ) : p.renewalSubmissionRef ? (
          <Link href={`/submissions/${p.renewalSubmissionRef}`}>{p.renewalSubmissionRef}</Link>
        ) : null,
    },
  ];
}

/** /renewals: policies expiring within the chosen window, soonest first, and where each renewal stands. */
export function RenewalsScreen({ within }: { within: RenewalWindow }) {
  const navigate = useNavigate();
  const user = useQuery(currentUserQueryOptions());
  const query = useQuery(renewalsQueryOptions(within));
  useErrorToast(query, 'Failed to load renewals');
  const canAct = !!user.data && policyAccess(user.data, false) === 'act';
  return (
    <Page>
      <PageHeader
        title="Renewals"
        subtitle="Policies coming up for renewal. Every one needs a recorded decision, renewed or lapsed, before it expires."
      />
      <div className={styles.filters}>
        <Select
          label="Expiring within"
          items={WINDOW_OPTIONS}
          selectedKey={String(within)}
          onSelectionChange={(key) => void navigate({ to: '/renewals', search: { within: Number(key) as RenewalWindow } })}
        />
      </div>
      {query.isError && !query.data ? (
        <EmptyState
          headingLevel={2}
          icon={<AlertCircleIcon />}
          title="Renewals could not be loaded"
          actions={
            <Button variant="outline" onPress={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Table
          aria-label="Renewals"
          columns={columns(canAct)}
          rows={query.data?.items ?? []}
          isLoading={query.isPending}
          loadingText="Loading renewals"
          emptyText={`No policies expire within ${within} days`}
        />
      )}
    </Page>
  );
}
