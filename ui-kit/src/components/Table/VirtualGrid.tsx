import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Key, SortDescriptor } from 'react-aria-components';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { tableMetrics } from '../../theme/tokens.ts';
import { CheckboxBox } from '../Checkbox/Checkbox.tsx';
import { checkbox } from '../Checkbox/Checkbox.css.ts';
import type { TableColumn } from './Table.tsx';
import * as styles from './Table.css.ts';
import { ColumnHeading, DEFAULT_MIN_WIDTH, followRowLink, leastWidth } from './tableParts.tsx';
import { useGridSelection, type GridSelectionOptions } from './useGridSelection.ts';
import * as v from './VirtualGrid.css.ts';

export interface GridItem<T> {
  key: Key;
  row: T;
}

export interface VirtualGridProps<T> extends GridSelectionOptions {
  items: readonly GridItem<T>[];
  columns: TableColumn<T>[];
  textOf: (column: string, row: T) => string;
  /** The column whose cell names its row. */
  rowHeader: string | undefined;
  sort: SortDescriptor | undefined;
  onSort: (column: string) => void;
  onRowAction?: (row: T) => void;
  /** Shown in place of the rows when there are none (empty, loading or no search results). */
  emptyState: ReactNode;
  height: string;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

const { rowHeight, headingHeight, selectionColumn } = tableMetrics;
const OVERSCAN = 4;
const estimateSize = () => rowHeight;
/** Focusable things a caller may put in a cell (rows and cells themselves carry data-row / data-col). */
const WIDGETS = 'a[href], button, input, select, textarea, [tabindex]:not([data-row]):not([data-col])';

/**
 * Class names a row and its cells always have, joined once: rows coming into view on a scrolled frame then
 * allocate no class strings (the garbage collector's pauses are what made some frames late).
 */
const rowClass = cx(styles.row, v.line, v.bodyRow);
const selectionCellClass = cx(styles.cell, styles.virtualCell, styles.selectionCell, v.gridCell, v.fitCell);
const cellClasses = {
  clipped: cx(styles.cell, styles.virtualCell, v.gridCell),
  clippedEnd: cx(styles.cell, styles.virtualCell, styles.alignEnd, v.gridCell),
  fits: cx(styles.cell, styles.virtualCell, v.gridCell, v.fitCell),
  fitsEnd: cx(styles.cell, styles.virtualCell, styles.alignEnd, v.gridCell, v.fitCell),
  text: cx(styles.cell, styles.virtualCell, v.gridCell, v.textCell),
  textEnd: cx(styles.cell, styles.virtualCell, styles.alignEnd, v.gridCell, v.textCell),
};

/** A cell's classes: a column's own rendering is clipped unless it says it fits; a plain text cell always is. */
function cellClassOf<T>(column: TableColumn<T>, isText: boolean): string {
  const end = column.align === 'end';
  if (isText) return end ? cellClasses.textEnd : cellClasses.text;
  if (column.fits) return end ? cellClasses.fitsEnd : cellClasses.fits;
  return end ? cellClasses.clippedEnd : cellClasses.clipped;
}

const px = (size: number | string) => (typeof size === 'number' || /^\d+(\.\d+)?$/.test(size) ? `${size}px` : size);

/** CSS grid tracks like RAC's table layout: fixed widths stay, the rest share what is left (at least their minimum). */
function columnTracks<T>(columns: TableColumn<T>[], hasSelection: boolean): { template: string; minWidth: string } {
  const tracks: string[] = hasSelection ? [`${selectionColumn}px`] : [];
  let least = hasSelection ? selectionColumn : 0;
  for (const column of columns) {
    const width = column.width;
    const minWidth = column.minWidth ?? DEFAULT_MIN_WIDTH;
    if (typeof width === 'number' || (typeof width === 'string' && /^\d+(\.\d+)?$/.test(width))) tracks.push(px(width));
    else tracks.push(`minmax(${px(minWidth)}, ${width ?? '1fr'})`);
    least += leastWidth(column);
  }
  return { template: tracks.join(' '), minWidth: `${least}px` };
}

/** Callers' links and buttons are reached with the arrow keys, or Tab from their row, so the grid keeps a single tab stop. */
function leaveTabOrder(row: HTMLElement) {
  for (const element of row.querySelectorAll<HTMLElement>(WIDGETS)) {
    // The grid gives the tab stop back right after (its layout effect runs after its rows').
    if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
  }
}

/** A cell holding one widget (a link, a button, a checkbox) hands focus to it, as the ARIA grid pattern has it. */
function focusInto(element: HTMLElement) {
  let target = element;
  if (element.dataset.col !== undefined) {
    const widgets = element.querySelectorAll<HTMLElement>(WIDGETS);
    if (widgets.length === 1) target = widgets[0]!;
  }
  target.focus({ preventScroll: true });
  if (element.dataset.col !== undefined) element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

interface RowShared<T> {
  columns: TableColumn<T>[];
  textOf: (column: string, row: T) => string;
  rowHeader: string | undefined;
  idPrefix: string;
  hasSelection: boolean;
  hasAction: boolean;
  toggle: (key: Key) => void;
}

interface GridRowProps<T> {
  item: GridItem<T>;
  index: number;
  /** The rendered row showing the item; its element ids come from it, so they stay when it shows another row. */
  view: number;
  isSelected: boolean;
  isDisabled: boolean;
  shared: RowShared<T>;
}

function GridRowView<T>({ item, index, view, isSelected, isDisabled, shared }: GridRowProps<T>) {
  const { columns, textOf, rowHeader, idPrefix, hasSelection, hasAction, toggle } = shared;
  const ref = useRef<HTMLDivElement>(null);
  // Runs when this row renders (mounted, or given another row to show), not on every scroll.
  useLayoutEffect(() => {
    if (ref.current) leaveTabOrder(ref.current);
  });
  const headerId = `${idPrefix}-h${view}`;
  const checkboxId = `${idPrefix}-c${view}`;
  let col = 0;
  return (
    <div
      ref={ref}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={hasSelection ? isSelected : undefined}
      aria-disabled={isDisabled || undefined}
      aria-labelledby={rowHeader ? headerId : undefined}
      tabIndex={-1}
      data-row={index}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-action={hasAction || undefined}
      className={rowClass}
      style={{ top: index * rowHeight, height: rowHeight }}
    >
      {hasSelection ? (
        <div role="gridcell" tabIndex={-1} data-col={col++} className={selectionCellClass}>
          <input
            id={checkboxId}
            type="checkbox"
            className={v.rowCheckbox}
            tabIndex={-1}
            checked={isSelected}
            disabled={isDisabled}
            onChange={() => toggle(item.key)}
            aria-label="Select"
            aria-labelledby={rowHeader ? `${checkboxId} ${headerId}` : undefined}
          />
        </div>
      ) : null}
      {columns.map((column) => {
        const isHeader = column.id === rowHeader;
        // A plain text column's text is the cell's own (one line, cut with an ellipsis, in full on hover):
        // no wrapper element per cell for each row that scrolls into view. A column with its own rendering
        // needs no text here (search and sorting compute theirs).
        const text = column.cell ? undefined : textOf(column.id, item.row);
        return (
          <div
            key={column.id}
            role={isHeader ? 'rowheader' : 'gridcell'}
            id={isHeader ? headerId : undefined}
            tabIndex={-1}
            data-col={col++}
            title={text}
            className={cellClassOf(column, text !== undefined)}
          >
            {text === undefined ? column.cell?.(item.row) : text}
          </div>
        );
      })}
    </div>
  );
}

/** Memoised: a scroll re-renders no row that stays in view, only the views given the rows coming into view. */
const GridRow = memo(
  GridRowView,
  // The props one by one (React's own comparison lists each row's props in a new array on every render).
  (before, after) =>
    before.item === after.item &&
    before.index === after.index &&
    before.view === after.view &&
    before.isSelected === after.isSelected &&
    before.isDisabled === after.isDisabled &&
    before.shared === after.shared,
) as typeof GridRowView;

function SelectAll({ state, onToggle }: { state: 'all' | 'some' | 'none'; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={cx(checkbox, styles.selectionCheckbox, v.checkLabel)}>
      <input
        ref={ref}
        type="checkbox"
        className={v.checkInput}
        tabIndex={-1}
        checked={state === 'all'}
        onChange={onToggle}
        aria-label="Select All"
      />
      <CheckboxBox isSelected={state === 'all'} isIndeterminate={state === 'some'} />
    </label>
  );
}

interface GridHeaderProps<T> {
  columns: TableColumn<T>[];
  sort: SortDescriptor | undefined;
  onSort: (column: string) => void;
  selectionMode: 'none' | 'single' | 'multiple';
  allState: 'all' | 'some' | 'none';
  toggleAll: () => void;
}

function GridHeaderView<T>({ columns, sort, onSort, selectionMode, allState, toggleAll }: GridHeaderProps<T>) {
  let col = 0;
  return (
    <div role="rowgroup" className={v.head}>
      <div role="row" aria-rowindex={1} data-row={-1} className={v.line}>
        {selectionMode !== 'none' ? (
          <div
            role="columnheader"
            tabIndex={-1}
            data-col={col++}
            className={cx(styles.column, styles.selectionCell, styles.virtualCell, v.columnHeader)}
          >
            {selectionMode === 'multiple' ? (
              <SelectAll state={allState} onToggle={toggleAll} />
            ) : (
              <span className={visuallyHidden}>Select</span>
            )}
          </div>
        ) : null}
        {columns.map((column) => {
          const direction = sort?.column === column.id ? sort.direction : undefined;
          return (
            <div
              key={column.id}
              role="columnheader"
              tabIndex={-1}
              data-col={col++}
              data-column={column.id}
              data-allows-sorting={column.isSortable || undefined}
              aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
              onClick={column.isSortable ? () => onSort(column.id) : undefined}
              className={cx(styles.column, styles.virtualCell, column.align === 'end' && styles.alignEnd, v.columnHeader)}
            >
              <ColumnHeading column={column} sortDirection={direction} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

const GridHeader = memo(GridHeaderView) as typeof GridHeaderView;

/** A rendered row component, kept while scrolling and given the next row that comes into view. */
interface View {
  id: number;
  key: Key | null;
}

let nextViewId = 0;

/**
 * Which view renders each row in `indexes`, in the order to render them. Like RAC's virtualizer, rows that
 * leave the view hand their component (and DOM) to rows that enter it, which costs far less than unmounting
 * one and mounting another; while scrolling the views keep their DOM order (moving DOM nodes is costly), and
 * once scrolling stops they are put in row order again for assistive technology.
 */
function placeInViews<T>(
  views: View[],
  indexes: number[],
  items: readonly GridItem<T>[],
  isScrolling: boolean,
): { view: number; index: number }[] {
  // Called on every scrolled frame: a few rows at most, so plain loops over them rather than maps and sets.
  const wanted = indexes.map((index) => items[index]!.key);
  const indexOf = (key: Key | null) => indexes[wanted.indexOf(key as Key)]!;
  const taken = new Array<boolean>(wanted.length).fill(false);
  const free: View[] = [];
  for (const view of views) {
    const at = view.key === null ? -1 : wanted.indexOf(view.key);
    if (at >= 0 && !taken[at]) taken[at] = true;
    else free.push(view);
  }
  let next = 0;
  for (let at = 0; at < wanted.length; at++) {
    if (taken[at]) continue;
    const view = free[next++];
    if (view) view.key = wanted[at]!;
    else views.push({ id: nextViewId++, key: wanted[at]! });
  }
  for (; next < free.length; next++) views.splice(views.indexOf(free[next]!), 1);
  if (!isScrolling) views.sort((a, b) => indexOf(a.key) - indexOf(b.key));
  return views.map((view) => ({ view: view.id, index: indexOf(view.key) }));
}

interface Position {
  row: number;
  col: number | null;
}

/**
 * The table's virtualised path: an ARIA grid that renders only the rows in view (plus a few either side and
 * the focused one), each a memoised component, so scrolling renders the new rows and re-renders no other.
 * Roving tab stop, arrow keys / Home / End / Page keys, Enter for the row action, Space and checkboxes for
 * selection, sortable headings; the same look as the RAC table (its classes from Table.css.ts).
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const { items, columns, textOf, rowHeader, sort, onSort, onRowAction, emptyState, height, className } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const indexOfKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const selection = useGridSelection(props, keys);
  const selectionMode = props.selectionMode ?? 'none';
  const colCount = columns.length + (selection.isEnabled ? 1 : 0);

  // The row holding the tab stop stays rendered wherever the list is scrolled.
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const focusedIndex = focusedKey === null ? -1 : (indexOfKey.get(focusedKey) ?? -1);
  // How many rows the view spans varies by one with where the scroll cuts the first and last row; rendering
  // as many as it can ever span (the widest seen, at least what its height can show) keeps the number of rows
  // steady, so scrolling hands the same row components (and DOM) on to the rows coming into view instead of
  // now and then mounting or dropping one, which costs a full row render and wakes every observer of the
  // page's subtree (react-aria's tab panel walks itself for a tab stop, laying the page out).
  const widest = useRef(0);
  const viewHeight = useRef(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const fits = Math.ceil(viewHeight.current / rowHeight) + 1;
      const spans = Math.max(fits, range.endIndex - range.startIndex + 1);
      widest.current = Math.max(widest.current, spans + 2 * range.overscan);
      const end = Math.min(range.count, Math.max(0, range.startIndex - range.overscan) + widest.current);
      const indexes: number[] = [];
      for (let index = Math.max(0, end - widest.current); index < end; index++) indexes.push(index);
      if (focusedIndex >= 0 && focusedIndex < range.count && !indexes.includes(focusedIndex)) {
        indexes.push(focusedIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusedIndex],
  );
  const getScrollElement = useCallback(() => gridRef.current, []);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin: headingHeight,
    rangeExtractor,
  });
  // Kept by the virtualizer from its resize observer (reading the grid's height here would lay the page out).
  viewHeight.current = virtualizer.scrollRect?.height ?? 0;

  const hasAction = onRowAction !== undefined;
  const shared = useMemo<RowShared<T>>(
    () => ({ columns, textOf, rowHeader, idPrefix, hasSelection: selection.isEnabled, hasAction, toggle: selection.toggle }),
    [columns, textOf, rowHeader, idPrefix, selection.isEnabled, hasAction, selection.toggle],
  );
  const tracks = useMemo(() => columnTracks(columns, selection.isEnabled), [columns, selection.isEnabled]);

  // Event handlers read the latest props through a ref, so they never change and never re-render a row.
  const latest = useRef({ items, onRowAction, selection, onSort, colCount });
  latest.current = { items, onRowAction, selection, onSort, colCount };

  const views = useRef<View[]>([]);
  const tabStop = useRef<HTMLElement | null>(null);
  // A tab stop the grid picked itself (not where the user went) moves to the first row once rows are there.
  const picked = useRef(true);
  const pendingFocus = useRef<Position | null>(null);
  const setTabStop = (element: HTMLElement, byUser: boolean) => {
    if (tabStop.current && tabStop.current !== element && tabStop.current.isConnected) tabStop.current.tabIndex = -1;
    element.tabIndex = 0;
    tabStop.current = element;
    picked.current = !byUser;
  };
  const find = (position: Position): HTMLElement | null => {
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-row="${position.row}"]`);
    if (!row || position.col === null) return row ?? null;
    return row.querySelector<HTMLElement>(`[data-col="${position.col}"]`);
  };

  // After every render: move focus where a key asked for it once its row is there, and keep one tab stop.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (pendingFocus.current) {
      const target = find(pendingFocus.current);
      if (target) {
        pendingFocus.current = null;
        focusInto(target);
        return;
      }
    }
    const current = tabStop.current;
    // Until the user picks a place, the tab stop is the first row in view (so Tab does not jump the list).
    // Where the list is scrolled to comes from the virtualizer, which read it in the scroll event: reading
    // scrollTop here, after the rows changed, would make the browser lay the page out then and there.
    const scrolled = virtualizer.scrollOffset ?? grid.scrollTop;
    const inView =
      items.length === 0
        ? null
        : (find({ row: Math.min(items.length - 1, Math.ceil(scrolled / rowHeight)), col: null }) ??
          grid.querySelector<HTMLElement>('[data-row]:not([data-row="-1"])'));
    if (current?.isConnected && grid.contains(current) && !(picked.current && inView && inView !== current)) {
      if (current.tabIndex !== 0) current.tabIndex = 0;
      return;
    }
    const fallback =
      (focusedIndex >= 0 ? find({ row: focusedIndex, col: null }) : null) ??
      inView ??
      grid.querySelector<HTMLElement>('[role="columnheader"]');
    if (fallback) setTabStop(fallback, false);
  });

  const positionOf = (target: Element): (Position & { rowEl: HTMLElement; cellEl: HTMLElement | null }) | null => {
    const rowEl = target.closest<HTMLElement>('[data-row]');
    if (!rowEl || !gridRef.current?.contains(rowEl)) return null;
    const cellEl = target.closest<HTMLElement>('[data-col]');
    const inRow = cellEl !== null && rowEl.contains(cellEl);
    return { row: Number(rowEl.dataset.row), col: inRow ? Number(cellEl.dataset.col) : null, rowEl, cellEl: inRow ? cellEl : null };
  };

  const scrollRowIntoView = (index: number) => {
    const grid = gridRef.current;
    if (!grid) return;
    const header = grid.firstElementChild as HTMLElement | null;
    const covered = header?.offsetHeight || headingHeight;
    const top = index * rowHeight;
    const visible = grid.clientHeight - covered;
    if (top < grid.scrollTop) grid.scrollTop = top;
    else if (visible > 0 && top + rowHeight > grid.scrollTop + visible) grid.scrollTop = top + rowHeight - visible;
  };

  const moveTo = (position: Position) => {
    const { items: shown } = latest.current;
    let { row } = position;
    if (row >= 0) {
      if (shown.length === 0) return;
      row = Math.min(row, shown.length - 1);
      scrollRowIntoView(row);
      setFocusedKey(shown[row]!.key);
    } else if (position.col === null) return;
    const target = find({ row, col: position.col });
    if (target) focusInto(target);
    else pendingFocus.current = { row, col: position.col };
  };

  /** A press or Enter on a row: its action, or (with selection and no action to take) a toggle, as in RAC. */
  const activate = (index: number, how: 'press' | 'enter' | 'space') => {
    const { items: shown, onRowAction: action, selection: select } = latest.current;
    const item = shown[index];
    if (!item) return;
    const actionFirst = how === 'enter' || !select.isEnabled || select.allState === 'none';
    if (how !== 'space' && action && actionFirst) action(item.row);
    else if (select.isEnabled) select.toggle(item.key);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position) return;
    setTabStop(target, true);
    if (position.row >= 0) {
      const key = latest.current.items[position.row]?.key;
      if (key !== undefined) setFocusedKey(key);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    if (!position || position.row < 0) return;
    const widget = target.closest(`${WIDGETS}, label`);
    if (widget && position.rowEl.contains(widget)) return;
    activate(position.row, 'press');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const position = positionOf(target);
    const grid = gridRef.current;
    if (!position || !grid) return;
    const { row, col, rowEl, cellEl } = position;
    const { items: shown, colCount: cols, onSort: sortBy } = latest.current;
    const inWidget = target !== rowEl && target !== cellEl;
    const global = event.ctrlKey || event.metaKey;
    const page = Math.max(1, Math.floor((grid.clientHeight - headingHeight) / rowHeight) - 1);
    const lastRow = shown.length - 1;
    const lastCol = cols - 1;
    let next: Position | null = null;
    switch (event.key) {
      case 'ArrowDown':
        next = { row: row + 1, col };
        break;
      case 'ArrowUp':
        if (row === -1 || (row === 0 && col === null)) break;
        next = { row: row - 1, col };
        break;
      case 'ArrowRight':
        next = { row, col: col === null ? 0 : Math.min(col + 1, lastCol) };
        break;
      case 'ArrowLeft':
        if (col === null) break;
        if (col > 0) next = { row, col: col - 1 };
        else if (row >= 0) next = { row, col: null };
        break;
      case 'Home':
        next = col !== null && !global ? { row, col: 0 } : { row: 0, col: col === null ? null : 0 };
        break;
      case 'End':
        next = col !== null && !global ? { row, col: lastCol } : { row: lastRow, col: col === null ? null : lastCol };
        break;
      case 'PageDown':
        next = { row: Math.min(Math.max(row, 0) + page, lastRow), col };
        break;
      case 'PageUp':
        if (row === -1) break;
        next = { row: Math.max(row - page, 0), col };
        break;
      case 'Enter':
      case ' ': {
        if (inWidget) return;
        event.preventDefault();
        if (row === -1) {
          const column = cellEl?.dataset.column;
          if (column && cellEl?.dataset.allowsSorting !== undefined) sortBy(column);
        } else if (event.key === 'Enter' && !latest.current.onRowAction && target === rowEl && followRowLink(rowEl)) return;
        else activate(row, event.key === 'Enter' ? 'enter' : 'space');
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    if (next && (next.row >= 0 ? lastRow >= 0 : true)) moveTo(next);
  };

  const virtualRows = virtualizer.getVirtualItems();
  const isEmpty = items.length === 0;
  const rendered = placeInViews(
    views.current,
    virtualRows.map(({ index }) => index),
    items,
    virtualizer.isScrolling,
  );
  return (
    <div
      ref={gridRef}
      role="grid"
      id={props.id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-rowcount={(isEmpty ? 1 : items.length) + 1}
      aria-colcount={colCount}
      aria-multiselectable={selection.isMultiple || undefined}
      className={cx(styles.table, styles.virtualTable, v.scroller, className)}
      style={{ height, ...assignInlineVars({ [v.columnsVar]: tracks.template, [v.minWidthVar]: tracks.minWidth }) }}
      onFocus={onFocus}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <GridHeader
        columns={columns}
        sort={sort}
        onSort={onSort}
        selectionMode={selectionMode}
        allState={selection.allState}
        toggleAll={selection.toggleAll}
      />
      <div role="rowgroup" className={v.body} style={isEmpty ? undefined : { height: items.length * rowHeight }}>
        {isEmpty ? (
          <div role="row" aria-rowindex={2} className={v.emptyRow}>
            <div role="gridcell" aria-colspan={colCount} className={styles.empty}>
              {emptyState}
            </div>
          </div>
        ) : (
          rendered.map(({ view, index }) => {
            const item = items[index]!;
            return (
              <GridRow
                key={view}
                item={item}
                index={index}
                view={view}
                isSelected={selection.isSelected(item.key)}
                isDisabled={selection.isEnabled && !selection.canSelect(item.key)}
                shared={shared}
              />
            );
          })
        )}
      </div>
    </div>
  );
}
