import { HISTORY_AUDIENCE_LABELS, type HistoryEntry, type Submission } from '@workbench/core';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Table, type TableColumn } from '@workbench/ui-kit';
import { formatDateTime } from '../../format.ts';
import * as styles from './detail.css.ts';

const newestFirst = (entries: readonly HistoryEntry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date));

// Who, what and the details wrap within the card; the date and the audience stay on one line. Cut to one
// line, an audit trail's details would run the table wider than the card.
const columns: TableColumn<HistoryEntry>[] = [
  { id: 'user', header: 'User', isSortable: true, text: (h) => h.user, cell: (h) => h.user },
  { id: 'date', header: 'Date', text: (h) => formatDateTime(h.date), sortValue: (h) => h.date, isSortable: true },
  { id: 'action', header: 'Action', isRowHeader: true, isSortable: true, text: (h) => h.action, cell: (h) => h.action },
  { id: 'details', header: 'Details', text: (h) => h.details, cell: (h) => h.details },
  {
    id: 'audience',
    header: 'Visible to',
    text: (h) => HISTORY_AUDIENCE_LABELS[h.audience],
    isSortable: true,
  },
];

/** Spec 'History': the submission's audit trail (user, date, action, details). */
export function HistoryTab({ submission }: { submission: Submission }) {
  return <Table title="History" columns={columns} rows={newestFirst(submission.history)} emptyText="No history yet." searchable />;
}

/** Spec 'Timeline': the same audit trail drawn as a timeline, newest first. */
export function TimelineTab({ submission }: { submission: Submission }) {
  const entries = newestFirst(submission.history);
  return (
    <Card as="section" aria-labelledby="timeline-title">
      <CardHeader>
        <CardTitle id="timeline-title">Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <EmptyState title="No activity yet" description="Changes to this submission will appear here." />
        ) : (
          <ol className={styles.timeline} aria-label="Timeline">
            {entries.map((h) => (
              <li key={h.id} className={styles.timelineItem}>
                <div className={styles.timelineHead}>
                  <span className={styles.timelineAction}>{h.action}</span>
                  <time className={styles.timelineMeta} dateTime={h.date}>
                    {formatDateTime(h.date)}
                  </time>
                  <span className={styles.timelineMeta}>by {h.user}</span>
                </div>
                <p className={styles.timelineDetails}>{h.details}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
