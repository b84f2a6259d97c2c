import { formatDateTime } from '../format.ts';
import * as styles from './HistoryList.css.ts';

/** One line of a record's history, as claims, policies and submissions keep it. */
export interface HistoryListEntry {
  id: string;
  action: string;
  details: string;
  date: string;
  user: string;
}

/**
 * A record's history in the order given: what was done, its details, then when and by whom. With
 * `emptyText`, an empty history says so instead of drawing an empty list.
 */
export function HistoryList({ entries, emptyText }: { entries: readonly HistoryListEntry[]; emptyText?: string }) {
  if (entries.length === 0 && emptyText) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.action}>{entry.action}</span>
          <span className={styles.details}>{entry.details}</span>
          <span className={styles.meta}>
            {formatDateTime(entry.date)} · {entry.user}
          </span>
        </li>
      ))}
    </ol>
  );
}
