import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@workbench/core';
import { Card, CardContent, Link, Table, type TableColumn } from '@workbench/ui-kit';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDateTime } from '../../format.ts';
import { activityQueryOptions } from '../../queries/activity.queries.ts';
import * as styles from './Dashboard.css.ts';

const COLUMNS: TableColumn<ActivityEntry>[] = [
  { id: 'date', header: 'When', text: (e) => formatDateTime(e.date), width: 150 },
  {
    id: 'submissionId',
    header: 'Submission',
    isRowHeader: true,
    text: (e) => e.submissionId,
    cell: (e) => <Link href={`/submissions/${e.submissionId}`}>{e.submissionId}</Link>,
  },
  { id: 'client', header: 'Client', text: (e) => e.client },
  { id: 'action', header: 'Action', text: (e) => e.action },
  { id: 'details', header: 'Details', text: (e) => e.details, minWidth: 240 },
  { id: 'user', header: 'By', text: (e) => e.user },
];

/** The top bar's Activity tab: the latest history entries across submissions. */
export function ActivityFeed() {
  const query = useQuery(activityQueryOptions());
  useErrorToast(query, 'Failed to load activity');
  return (
    <Card>
      <CardContent className={styles.tableCard}>
        <Table title="Recent Activity" columns={COLUMNS} rows={query.data ?? []} isLoading={query.isPending} emptyText="No activity yet" />
      </CardContent>
    </Card>
  );
}
