import type { ReactNode } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { ArrowDownIcon, ArrowUpIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import type { TableColumn } from './Table.tsx';
import * as styles from './Table.css.ts';

/** A column heading: its text (visually hidden when `hideHeader`) and, for a sortable column, the sort arrow. */
export function ColumnHeading<T>({ column, sortDirection }: { column: TableColumn<T>; sortDirection?: SortDescriptor['direction'] }) {
  return (
    <span className={styles.columnInner}>
      <span className={column.hideHeader ? visuallyHidden : undefined}>{column.header}</span>
      {column.isSortable ? (
        sortDirection === 'descending' ? (
          <ArrowDownIcon className={styles.sortIcon} />
        ) : sortDirection === 'ascending' ? (
          <ArrowUpIcon className={styles.sortIcon} />
        ) : (
          <ArrowUpIcon className={cx(styles.sortIcon, styles.sortIconIdle)} />
        )
      ) : null}
    </span>
  );
}

/** RAC's table gives a column without a minimum this one. */
export const DEFAULT_MIN_WIDTH = 75;

/** The narrowest a column may get, in pixels: its fixed width, else its minimum. */
export function leastWidth<T>(column: TableColumn<T>): number {
  const { width, minWidth = DEFAULT_MIN_WIDTH } = column;
  if (typeof width === 'number' || (typeof width === 'string' && /^\d+(\.\d+)?$/.test(width))) return Number(width);
  return typeof minWidth === 'number' ? minWidth : Number.parseFloat(minWidth ?? '') || 0;
}

/** What a cell shows: the column's own rendering, or its text on one line (cut with an ellipsis, in full on hover). */
export function cellContent<T>(column: TableColumn<T>, row: T, text: string): ReactNode {
  if (column.cell) return column.cell(row);
  return (
    <span className={styles.cellText} title={text}>
      {text}
    </span>
  );
}

/** The sort after pressing a column's heading: the other direction on the sorted column, else ascending. */
export function nextSort(current: SortDescriptor | undefined, column: string): SortDescriptor {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

/**
 * Enter on a row with no action of its own follows the link that names the row (in its row header cell,
 * else its first link), as a click on that link would: a list of records opens the record.
 */
export function followRowLink(row: HTMLElement): boolean {
  const link = row.querySelector<HTMLElement>('[role="rowheader"] a[href]') ?? row.querySelector<HTMLElement>('a[href]');
  if (!link) return false;
  link.click();
  return true;
}
