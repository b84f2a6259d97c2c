import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CLAIM_STATUSES, CLAIM_STATUS_LABELS, type ClaimStatus, type ClaimSummary } from '@workbench/core';
import { AlertCircleIcon, Button, EmptyState, Link, PlusIcon, Select, Spinner, Table, type TableColumn } from '@workbench/ui-kit';
import { ClaimStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatMoney } from '../../format.ts';
import { claimsQueryOptions } from '../../queries/claims.queries.ts';
import { CUSTOMER_LIST_LIMIT } from '../../queries/customer.queries.ts';
import { CLAIMS_PAGE_SIZE, claimsRequest, type ClaimsSearchValues } from './claimsSearch.ts';
import * as styles from './claims.css.ts';

const columns = (detailHref: (c: ClaimSummary) => string, staff: boolean): TableColumn<ClaimSummary>[] => [
  {
    id: 'reference',
    header: 'Claim',
    isRowHeader: true,
    minWidth: 150,
    cell: (c) => <Link href={detailHref(c)}>{c.reference}</Link>,
  },
  { id: 'status', header: 'Status', minWidth: 130, cell: (c) => <ClaimStatusBadge status={c.status} /> },
  ...(staff ? [{ id: 'client', header: 'Client' }] : []),
  { id: 'policyNumber', header: 'Policy' },
  { id: 'lossDate', header: 'Date of loss', cell: (c) => formatDate(c.lossDate) },
  {
    id: 'estimatedAmount',
    header: 'Estimate',
    align: 'end',
    cell: (c) => (c.estimatedAmount === null ? '—' : formatMoney(c.estimatedAmount)),
  },
];

/** /customer/claims: the customer's claims, newest first, and the way to report a new loss. */
export function CustomerClaimsScreen() {
  const navigate = useNavigate();
  const query = useQuery(claimsQueryOptions({ limit: CUSTOMER_LIST_LIMIT, offset: 0 }));
  useErrorToast(query, 'Failed to load claims');
  const report = (
    <Button onPress={() => void navigate({ to: '/customer/claims/new' })}>
      <PlusIcon /> Report a loss
    </Button>
  );
  const claims = query.data?.items ?? [];
  return (
    <Page>
      <PageHeader title="Claims" subtitle="Losses you have reported and where each claim stands." actions={claims.length ? report : null} />
      {query.isPending ? (
        <Spinner label="Loading claims" />
      ) : query.isError ? (
        <LoadFailed what="Your claims" onRetry={() => void query.refetch()} />
      ) : claims.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<AlertCircleIcon />}
          title="No claims yet"
          description="If something happened to what your policy covers, tell us here and we will take it from there."
          actions={report}
        />
      ) : (
        <Table aria-label="Claims" columns={columns((c) => `/customer/claims/${c.reference}`, false)} rows={claims} stackOnPhone />
      )}
    </Page>
  );
}

const STATUS_OPTIONS = [
  { id: 'all', label: 'All statuses' },
  ...CLAIM_STATUSES.map((status) => ({ id: status, label: CLAIM_STATUS_LABELS[status] })),
];

/** /claims: every client's claims for staff, filtered by status, a page at a time. */
export function StaffClaimsScreen({ search }: { search: ClaimsSearchValues }) {
  const navigate = useNavigate();
  const query = useQuery(claimsQueryOptions(claimsRequest(search)));
  useErrorToast(query, 'Failed to load claims');
  const go = (next: ClaimsSearchValues) => void navigate({ to: '/claims', search: next });
  const page = search.page ?? 1;
  return (
    <Page>
      <PageHeader title="Claims" subtitle="Losses clients have reported, to acknowledge, work and close." />
      <div className={styles.filters}>
        <Select
          label="Status"
          items={STATUS_OPTIONS}
          selectedKey={search.status ?? 'all'}
          onSelectionChange={(key) => go({ status: key === 'all' ? undefined : (key as ClaimStatus) })}
        />
      </div>
      {query.isError && !query.data ? (
        <LoadFailed what="Claims" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table
            aria-label="Claims"
            columns={columns((c) => `/claims/${c.reference}`, true)}
            rows={query.data?.items ?? []}
            isLoading={query.isPending}
            loadingText="Loading claims"
            emptyText={
              search.status
                ? `No ${CLAIM_STATUS_LABELS[search.status].toLowerCase()} claims`
                : 'No claims yet. Clients report their losses in the portal, and each one comes here to acknowledge.'
            }
          />
          {query.data && query.data.total > 0 ? (
            <Pager
              label="Claims pages"
              page={page}
              pageSize={CLAIMS_PAGE_SIZE}
              total={query.data.total}
              isFetching={query.isFetching}
              onPageChange={(next) => go({ ...search, page: next })}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}
