import type { SubmissionSummary } from '@workbench/core';
import { Badge, Button, CellButton, CellLink, DownloadIcon, Link, type TableColumn } from '@workbench/ui-kit';
import { PriorityBadge, RatingBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import { assigneeLabel, formatDate, priorityLabel, productLabel, submissionTypeLabel, transactionTypeLabel } from '../../format.ts';
import * as styles from './columns.css.ts';

/** Give submission tables this class so their rows stay one line high. */
export const submissionTableClass = styles.oneLineTable;

export type ColumnId =
  | 'submissionId'
  | 'transactionType'
  | 'priority'
  | 'status'
  | 'type'
  | 'client'
  | 'assignedTo'
  | 'product'
  | 'rating'
  | 'actions'
  | 'dueDate';

/** One element for every row's "New" badge: React skips an element it rendered last time, so a row of the
 * virtualised list handed the next new submission does not render the badge again. */
const newBadge = (
  <Badge tone="green" size="sm">
    New
  </Badge>
);

/** Likewise one element for every row's download icon. */
const downloadIcon = <DownloadIcon />;

/**
 * A product's name may take two lines rather than be cut after a word ('Commercial Property' and 'Commercial
 * Package' read apart); a longer one still ends in an ellipsis, in full on hover.
 */
const twoLines = (text: string) => (
  <span className={styles.twoLines} title={text}>
    {text}
  </span>
);

/** The address of a submission's page (its route's path, so no router lookup is needed per row). */
const submissionHref = (s: SubmissionSummary) => `/submissions/${s.submissionId}`;

/**
 * The columns of a submissions table, in the order of the spec's list. `onDownload` adds the Actions
 * column with a download icon per row. `virtualized` is for the table's virtualised grid, which renders
 * the rows scrolling into view on every frame: its ID link and download button are plain elements
 * (CellLink, CellButton) that look and behave the same but cost a fraction to create; the grid leaves
 * their clicks and keys to them. The non-virtualised table keeps react-aria's, which its rows need so a
 * press on them does not also select the row.
 */
export function submissionColumns(
  options: { onDownload?: (row: SubmissionSummary) => void; only?: ColumnId[]; virtualized?: boolean } = {},
) {
  const { virtualized = false } = options;
  // `fits`: the column's badge, link or button is never wider than the column (the assignee cuts its own
  // name short), so the virtualised grid draws those cells without a clip.
  const all: TableColumn<SubmissionSummary>[] = [
    {
      id: 'submissionId',
      fits: true,
      header: 'Submission ID',
      isRowHeader: true,
      width: 110,
      text: (s) => s.submissionId,
      cell: (s) => (
        <span className={styles.idCell}>
          {virtualized ? (
            <CellLink href={submissionHref(s)} className={styles.idLink}>
              {s.submissionId}
            </CellLink>
          ) : (
            <Link href={submissionHref(s)} className={styles.idLink}>
              {s.submissionId}
            </Link>
          )}
          {s.isNew ? newBadge : null}
        </span>
      ),
    },
    { id: 'transactionType', header: 'Transaction Type', width: 110, text: (s) => transactionTypeLabel(s.transactionType) },
    {
      id: 'priority',
      fits: true,
      header: 'Priority',
      width: 76,
      text: (s) => priorityLabel(s.priority),
      cell: (s) => <PriorityBadge priority={s.priority} size="sm" />,
    },
    {
      id: 'status',
      fits: true,
      header: 'Status',
      width: 100,
      text: (s) => s.status,
      cell: (s) => <SubmissionStatusBadge status={s.status} size="sm" />,
    },
    { id: 'type', header: 'Type', width: 68, text: (s) => submissionTypeLabel(s.type) },
    // A client's name keeps to one line, however long, ending in an ellipsis (in full on hover).
    {
      id: 'client',
      header: 'Client',
      minWidth: 120,
      text: (s) => s.client,
      cell: (s) => (
        <span className={styles.oneLine} title={s.client}>
          {s.client}
        </span>
      ),
    },
    {
      id: 'assignedTo',
      fits: true,
      header: 'Assigned To',
      width: 88,
      text: (s) => assigneeLabel(s.assignedTo),
      cell: (s) => (
        <span className={s.assignedTo ? styles.truncate : styles.muted} title={assigneeLabel(s.assignedTo)}>
          {assigneeLabel(s.assignedTo)}
        </span>
      ),
    },
    {
      id: 'product',
      header: 'Product',
      minWidth: 120,
      text: (s) => productLabel(s.product),
      cell: (s) => twoLines(productLabel(s.product)),
    },
    {
      id: 'rating',
      fits: true,
      header: 'Rating',
      width: 100,
      text: (s) => (s.rating ? `${s.rating.score} ${s.rating.label}` : ''),
      cell: (s) => (s.rating ? <RatingBadge rating={s.rating} size="sm" /> : null),
    },
    {
      id: 'actions',
      fits: true,
      header: 'Actions',
      hideHeader: false,
      width: 72,
      text: () => '',
      cell: (s) =>
        virtualized ? (
          <CellButton aria-label={`Download ${s.submissionId}`} onPress={() => options.onDownload?.(s)} className={styles.iconButton}>
            {downloadIcon}
          </CellButton>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Download ${s.submissionId}`}
            onPress={() => options.onDownload?.(s)}
            className={styles.iconButton}
          >
            <DownloadIcon />
          </Button>
        ),
    },
    { id: 'dueDate', header: 'Due Date', width: 104, text: (s) => formatDate(s.dueDate) },
  ];
  const wanted = options.only ?? (options.onDownload ? all.map((c) => c.id) : all.map((c) => c.id).filter((id) => id !== 'actions'));
  return all.filter((column) => wanted.includes(column.id as ColumnId));
}
