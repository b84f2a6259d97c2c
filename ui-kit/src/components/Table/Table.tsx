import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  Checkbox as RACCheckbox,
  type ColumnProps,
  type Key,
  type SortDescriptor,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { useScrollCue } from '../../internal/useScrollCue.ts';
import { cx } from '../../styles/cx.ts';
import { tableMetrics } from '../../theme/tokens.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { CheckboxBox } from '../Checkbox/Checkbox.tsx';
import { checkbox } from '../Checkbox/Checkbox.css.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Table.css.ts';
import { filterRows, sortRows } from './filterRows.ts';
import { ColumnHeading, cellContent, followRowLink, leastWidth, nextSort } from './tableParts.tsx';
import { tabWithinRow } from './tabWithinRow.ts';
import { VirtualGrid } from './VirtualGrid.tsx';

export interface TableColumn<T> {
  id: string;
  /** Column heading (text, also its accessible name). */
  header: string;
  /** Cell content; defaults to the row's value under `id`. */
  cell?: (row: T) => ReactNode;
  /** The displayed text, used by search (and sorting unless `sortValue`); defaults to the value under `id`. */
  text?: (row: T) => string;
  sortValue?: (row: T) => string | number | null | undefined;
  isSortable?: boolean;
  /** The column that names each row for screen readers (defaults to the first). */
  isRowHeader?: boolean;
  /** Hide the heading text visually (e.g. an Actions column), keeping it for screen readers. */
  hideHeader?: boolean;
  align?: 'start' | 'end';
  width?: ColumnProps['width'];
  minWidth?: ColumnProps['minWidth'];
  /**
   * The cell's content always fits the column (a badge, an icon button) or cuts itself short: the
   * virtualised grid then draws the cell without a clip of its own, which a browser pays for on every
   * scrolled frame for each clipped cell in view. The plain table ignores it.
   */
  fits?: boolean;
}

export interface TableProps<T> extends Omit<RACTableProps, 'children' | 'sortDescriptor' | 'onSortChange' | 'onRowAction' | 'aria-label'> {
  'aria-label'?: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  /** Unique key per row; defaults to `row.id`. */
  rowKey?: (row: T) => Key;
  /** A heading above the table; also names the table when there is no aria-label. */
  title?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  emptyText?: ReactNode;
  /** Shown when a search hides every row. */
  noResultsText?: ReactNode;
  isLoading?: boolean;
  loadingText?: string;
  /** Adds the 'Search...' box (case-insensitive substring over the displayed cells) and a count of rows shown. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Shows the count badge without a search box. */
  showCount?: boolean;
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  /** Called on sort; when given with `sortDescriptor`, sorting is left to the caller (e.g. the server). */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row click / Enter on a row. Without it, Enter on a row follows the link in its row header cell. */
  onRowAction?: (row: T) => void;
  /** Render only the visible rows: on by default above 200 rows. Needs a fixed `height`. */
  virtualized?: boolean;
  /** Height of the scroll area (a theme size or any CSS length); required for virtualisation. */
  height?: string;
  /**
   * On phones, each row as a card (the row header first, the other cells under their column names, the
   * actions last) instead of a table that scrolls sideways. Plain (not virtualised) tables only.
   */
  stackOnPhone?: boolean;
}

const VIRTUALIZE_ABOVE = 200;
const idOf = (row: unknown): Key => (row as { id: Key }).id;
const valueText = (value: unknown) => (value == null ? '' : String(value));

/**
 * A data table: sortable columns, checkbox row selection (`selectionMode`), row actions, keyboard
 * navigation (arrow keys between rows and cells), an empty state, an optional search with a row count,
 * and virtualised rendering for large row sets.
 */
export function Table<T>({
  columns,
  rows,
  rowKey = idOf,
  title,
  actions,
  emptyText = 'No data',
  noResultsText = 'No matching results',
  isLoading = false,
  loadingText = 'Loading',
  searchable = false,
  searchPlaceholder = 'Search...',
  showCount = false,
  sortDescriptor: controlledSort,
  defaultSortDescriptor,
  onSortChange,
  onRowAction,
  virtualized,
  height,
  stackOnPhone = false,
  selectionMode,
  className,
  ...props
}: TableProps<T>) {
  const [query, setQuery] = useState('');
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const sort = controlledSort ?? ownSort;
  const sortedByCaller = controlledSort !== undefined && onSortChange !== undefined;

  const textOf = useMemo(() => {
    const map = new Map(columns.map((c) => [c.id, c.text ?? ((row: T) => valueText((row as Record<string, unknown>)[c.id]))]));
    return (column: string, row: T) => map.get(column)?.(row) ?? '';
  }, [columns]);

  const shown = useMemo(() => {
    let result = filterRows(rows, query, (row) => columns.map((c) => textOf(c.id, row)));
    if (sort?.column != null && !sortedByCaller) {
      const column = columns.find((c) => c.id === sort.column);
      if (column) {
        const sortKeyOf = column.sortValue ?? ((row: T) => textOf(column.id, row));
        result = sortRows(result, sortKeyOf, sort.direction);
      }
    }
    return result;
  }, [rows, query, columns, textOf, sort, sortedByCaller]);

  // Stable items keep the table's collection (and every rendered row) when the parent re-renders for
  // something else, such as a selection or a background refetch.
  const items = useMemo(() => (isLoading ? [] : shown.map((row) => ({ key: rowKey(row), row }))), [isLoading, shown, rowKey]);
  const isVirtual = virtualized ?? rows.length > VIRTUALIZE_ABOVE;
  const headingId = useMemo(() => `table-title-${Math.random().toString(36).slice(2, 9)}`, []);
  const rowHeader = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const hasSelection = selectionMode === 'single' || selectionMode === 'multiple';
  const labelledBy = props['aria-label'] ? undefined : title ? headingId : undefined;
  const emptyState = isLoading ? <Spinner label={loadingText} showLabel /> : query && rows.length > 0 ? noResultsText : emptyText;

  const changeSort = useCallback(
    (descriptor: SortDescriptor) => {
      setOwnSort(descriptor);
      onSortChange?.(descriptor);
    },
    [onSortChange],
  );
  // The virtual grid's heading gets one stable handler that reads the current sort.
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const sortBy = useCallback((column: string) => changeSort(nextSort(sortRef.current, column)), [changeSort]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollCue(scrollerRef);
  // Set on the element rather than through state: a resize then redraws no row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll area is a new element when the table stops being virtual
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setElementVars(element, { [styles.visibleWidth]: `${element.clientWidth}px` }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVirtual]);
  const name = props['aria-label'] ?? (typeof title === 'string' ? title : 'Table');

  const table = isVirtual ? (
    <VirtualGrid
      aria-labelledby={labelledBy}
      {...props}
      className={typeof className === 'function' ? undefined : className}
      items={items}
      columns={columns}
      textOf={textOf}
      rowHeader={rowHeader}
      sort={sort}
      onSort={sortBy}
      onRowAction={onRowAction}
      selectionMode={selectionMode}
      emptyState={emptyState}
      height={height ?? '30rem'}
    />
  ) : (
    <RACTable
      aria-labelledby={labelledBy}
      {...props}
      selectionMode={selectionMode}
      sortDescriptor={sort}
      onSortChange={changeSort}
      onRowAction={
        onRowAction
          ? (key) => {
              const row = shown.find((r) => rowKey(r) === key);
              if (row !== undefined) onRowAction(row);
            }
          : undefined
      }
      className={composeTableClass(className, cx(styles.table, stackOnPhone && styles.stacked))}
      // Never narrower than its columns' minimums together: the frame scrolls sideways instead of
      // squeezing a column to a couple of characters.
      style={assignInlineVars({
        [styles.leastWidth]: `${columns.reduce((sum, c) => sum + leastWidth(c), hasSelection ? tableMetrics.selectionColumn : 0)}px`,
      })}
    >
      <TableHeader className={styles.header}>
        {hasSelection ? (
          <Column
            className={cx(styles.column, styles.selectionCell)}
            width={tableMetrics.selectionColumn}
            minWidth={tableMetrics.selectionColumn}
          >
            {selectionMode === 'multiple' ? (
              <RACCheckbox slot="selection" className={cx(checkbox, styles.selectionCheckbox)}>
                {(state) => <CheckboxBox {...state} />}
              </RACCheckbox>
            ) : (
              <span className={visuallyHidden}>Select</span>
            )}
          </Column>
        ) : null}
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.id === rowHeader}
            allowsSorting={column.isSortable}
            style={plainColumnStyle(column.width)}
            textValue={column.header}
            className={cx(styles.column, column.align === 'end' && styles.alignEnd)}
          >
            {({ sortDirection }) => <ColumnHeading column={column} sortDirection={sortDirection} />}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}>
        {(item) => (
          <Row id={item.key} className={styles.row} data-action={onRowAction ? true : undefined}>
            {hasSelection ? (
              <Cell className={cx(styles.cell, styles.selectionCell)}>
                <RACCheckbox slot="selection" className={cx(checkbox, styles.selectionCheckbox)}>
                  {(state) => <CheckboxBox {...state} />}
                </RACCheckbox>
              </Cell>
            ) : null}
            {columns.map((column) => {
              const text = textOf(column.id, item.row);
              return (
                <Cell
                  key={column.id}
                  className={cx(styles.cell, column.align === 'end' && styles.alignEnd)}
                  textValue={text}
                  data-label={stackOnPhone && column.id !== rowHeader && !column.hideHeader ? column.header : undefined}
                >
                  {cellContent(column, item.row, text)}
                </Cell>
              );
            })}
          </Row>
        )}
      </TableBody>
    </RACTable>
  );

  // Enter on a focused row with no action opens the row's own link instead of toggling its selection
  // (the key's press ends on key up, which must not reach the row either).
  const rowWithLink = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.target as HTMLElement;
    if (isVirtual || onRowAction || event.key !== 'Enter' || row.getAttribute('role') !== 'row') return null;
    if (row.querySelector('[role="columnheader"]') || !row.querySelector('a[href]')) return null;
    event.preventDefault();
    event.stopPropagation();
    return row;
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (tabWithinRow(event)) return;
    const row = rowWithLink(event);
    if (row) followRowLink(row);
  };

  const showTools = searchable || showCount || actions;
  return (
    <div className={styles.root}>
      {title || showTools ? (
        <div className={styles.toolbar}>
          {title ? (
            <div className={styles.titleRow}>
              <h3 id={headingId} className={styles.title}>
                {title}
              </h3>
            </div>
          ) : null}
          <div className={styles.tools}>
            {searchable ? (
              <SearchField
                aria-label={`Search ${typeof title === 'string' ? title : 'table'}`}
                placeholder={searchPlaceholder}
                value={query}
                onChange={setQuery}
                className={styles.search}
              />
            ) : null}
            {searchable || showCount ? (
              <Badge tone="neutral" data-testid="table-row-count">
                {shown.length}
                <span className={visuallyHidden}> {shown.length === 1 ? 'row' : 'rows'} shown</span>
              </Badge>
            ) : null}
            {actions}
          </div>
        </div>
      ) : null}
      <div className={cx(styles.frame, isVirtual && styles.virtualFrame)} onKeyDownCapture={onKeyDownCapture} onKeyUpCapture={rowWithLink}>
        {isVirtual ? (
          table
        ) : (
          <div
            ref={scrollerRef}
            className={styles.scroller}
            {...(scrolls ? { role: 'region', 'aria-label': `${name}, scrolls sideways`, tabIndex: 0 } : {})}
          >
            {table}
          </div>
        )}
      </div>
    </div>
  );
}

/** The plain table sizes columns with CSS: a fixed width carries over, a fraction (`1fr`) shares what is left. */
function plainColumnStyle(width: ColumnProps['width']): CSSProperties | undefined {
  if (typeof width === 'number') return { width };
  if (typeof width === 'string' && !width.endsWith('fr')) return { width };
  return undefined;
}

function composeTableClass(className: RACTableProps['className'], own: string): RACTableProps['className'] {
  if (typeof className === 'function') return (values) => cx(own, className(values));
  return cx(own, className);
}
