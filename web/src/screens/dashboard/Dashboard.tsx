import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DECISION_ROLES, type SubmissionStatus } from '@workbench/core';
import { Badge, Button, Card, CardContent, FilterIcon, Link, PlusIcon, SendIcon, Table, XIcon } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatNumber } from '../../format.ts';
import { submissionsPageQueryOptions } from '../../queries/submissions.queries.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { DecisionQueueTable } from '../decisions/DecisionQueueTable.tsx';
import { dashboardCountQueryOptions } from '../../queries/dashboard.queries.ts';
import { submissionColumns, submissionTableClass } from '../submissions/columns.tsx';
import { ActivityFeed } from './ActivityFeed.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { SendFormDialog } from './SendFormDialog.tsx';
import { UploadSubmissionButton } from './UploadSubmissionButton.tsx';
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_TABLES,
  TYPE_FILTERS,
  activeFilterChips,
  dashboardFilters,
  dashboardStatuses,
  type DashboardSearchValues,
  type PanelFilter,
  type TypeFilter,
} from './dashboardSearch.ts';
import * as styles from './Dashboard.css.ts';

const HEADINGS = {
  my_workbench: { title: 'My Workbench', subtitle: 'Submissions waiting on you and your team' },
  assigned: { title: 'Assigned to me', subtitle: 'Submissions assigned to you' },
  created: { title: 'Created by me', subtitle: 'Submissions you created' },
  activity: { title: 'Activity', subtitle: 'The latest changes across submissions' },
} as const;

/**
 * The dashboard: metric tiles, the filter bar, for those who decide the submissions waiting for a decision,
 * and the Pending, In Progress and In Review tables.
 */
export function Dashboard({ search }: { search: DashboardSearchValues }) {
  const navigate = useNavigate({ from: '/' });
  const { data: user } = useQuery(currentUserQueryOptions());
  const decides = !!user && DECISION_ROLES.includes(user.role);
  const [filterOpen, setFilterOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const view = search.view ?? 'my_workbench';
  const type = search.type ?? 'all';
  const statuses = dashboardStatuses(search);
  const filters = dashboardFilters(search);
  const chips = activeFilterChips(search);

  const setType = (next: TypeFilter) => void navigate({ search: (prev) => ({ ...prev, type: next === 'all' ? undefined : next }) });
  const removeFilters = (keys: readonly PanelFilter[]) =>
    void navigate({ search: (prev) => ({ ...prev, ...Object.fromEntries(keys.map((k) => [k, undefined])) }) });

  return (
    <Page>
      <PageHeader title={HEADINGS[view].title} subtitle={HEADINGS[view].subtitle} />
      <MetricTiles />

      <div className={styles.filterBar} role="toolbar" aria-label="Submission filters and actions">
        {view === 'activity' ? (
          <span />
        ) : (
          <div className={styles.typeFilters} role="group" aria-label="Transaction type">
            {TYPE_FILTERS.map((f) => (
              <TypeFilterButton
                key={f.id}
                label={f.label}
                selected={type === f.id}
                onPress={() => setType(f.id)}
                countQuery={dashboardCountQueryOptions(dashboardFilters(search, f.id), statuses)}
              />
            ))}
          </div>
        )}
        <div className={styles.actions}>
          {view === 'activity' ? null : (
            <Button variant="outline" onPress={() => setFilterOpen(true)}>
              <FilterIcon />
              Filter
              {chips.length > 0 ? (
                <Badge tone="blue" size="sm">
                  {chips.length}
                </Badge>
              ) : null}
            </Button>
          )}
          <Button variant="outline" onPress={() => setSendOpen(true)}>
            <SendIcon />
            Send Submission Form
          </Button>
          <UploadSubmissionButton />
          <Link href="/create-submission" buttonVariant="primary">
            <PlusIcon />
            Create Submission
          </Link>
        </div>
      </div>

      {view !== 'activity' && chips.length > 0 ? (
        <div className={styles.chips} role="group" aria-label="Active filters">
          {chips.map((chip) => (
            <Button
              key={chip.key}
              variant="outline"
              size="sm"
              aria-label={`Remove filter ${chip.label}`}
              onPress={() => removeFilters([chip.key])}
            >
              {chip.label}
              <XIcon />
            </Button>
          ))}
          <Button variant="ghost" size="sm" onPress={() => removeFilters(chips.map((c) => c.key))}>
            Clear filters
          </Button>
          <span className={styles.chipsNote}>These filters narrow the tables below; the tiles above count every submission.</span>
        </div>
      ) : null}

      {view === 'activity' ? (
        <ActivityFeed />
      ) : (
        <div className={styles.tables}>
          {decides && view === 'my_workbench' ? (
            <Card>
              <CardContent className={styles.tableCard}>
                <DecisionQueueTable me={user} />
              </CardContent>
            </Card>
          ) : null}
          {DASHBOARD_TABLES.filter((t) => statuses.includes(t.status)).map((t) => (
            <StatusTable
              key={`${t.status}-${JSON.stringify(filters)}`}
              status={t.status}
              title={t.title}
              failure={t.failure}
              search={search}
            />
          ))}
        </div>
      )}

      <FilterPanel isOpen={filterOpen} onOpenChange={setFilterOpen} search={search} />
      <SendFormDialog isOpen={sendOpen} onOpenChange={setSendOpen} />
    </Page>
  );
}

function TypeFilterButton({
  label,
  selected,
  onPress,
  countQuery,
}: {
  label: string;
  selected: boolean;
  onPress: () => void;
  countQuery: ReturnType<typeof dashboardCountQueryOptions>;
}) {
  const count = useQuery(countQuery);
  return (
    <Button variant={selected ? 'secondary' : 'ghost'} aria-pressed={selected} onPress={onPress} className={styles.typeButton}>
      {label}
      <Badge tone={selected ? 'blue' : 'neutral'} size="sm" data-testid="type-count">
        {count.data === undefined ? '–' : formatNumber(count.data)}
      </Badge>
    </Button>
  );
}

// Built once: new columns on every render would make the table rebuild all of its rows.
const STATUS_TABLE_COLUMNS = submissionColumns();

/** One of the three status tables, paged on the server. */
function StatusTable({
  status,
  title,
  failure,
  search,
}: {
  status: SubmissionStatus;
  title: string;
  failure: string;
  search: DashboardSearchValues;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(
    submissionsPageQueryOptions({
      ...dashboardFilters(search),
      status,
      limit: DASHBOARD_PAGE_SIZE,
      offset: (page - 1) * DASHBOARD_PAGE_SIZE,
    }),
  );
  useErrorToast(query, failure);
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardContent className={styles.tableCard}>
        <div className={query.isPlaceholderData ? styles.stale : undefined}>
          <Table
            title={title}
            className={submissionTableClass}
            actions={
              <Badge tone="neutral" aria-label={`${formatNumber(total)} ${title.toLowerCase()} submissions`} role="img">
                {formatNumber(total)}
              </Badge>
            }
            columns={STATUS_TABLE_COLUMNS}
            rows={query.data?.items ?? []}
            isLoading={query.isPending}
            emptyText="No submissions found"
          />
        </div>
        {total > DASHBOARD_PAGE_SIZE ? (
          <Pager
            label={`${title} pages`}
            page={page}
            pageSize={DASHBOARD_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            isFetching={query.isFetching}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
