/**
 * Schedules not laid out one row per item, rebuilt as one: detail cards (a block of `Label: value` lines,
 * or label and value in two cells, per location, blocks one under another) and tables laid across
 * (field names down the first column, one column per location). Tried on a grid where no table was found.
 */
import type { DocumentKind } from '@workbench/core';
import type { Grid } from './grid.ts';
import { matchHeader } from './headers.ts';
import type { Cell } from './normalise.ts';

const text = (c: Cell | undefined) => (c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' ').trim());
const filled = (row: Cell[]) => row.filter((c) => text(c) !== '');

/** A label names a field of either kind (fuzzy header match), so it can head a column. */
const isFieldLabel = (label: string, kinds: DocumentKind[]) => label.length <= 40 && kinds.some((k) => matchHeader(label, k) !== undefined);

/** One line of a card: `Label: value` in one cell, or the label and the value in the first two filled cells. */
function cardLine(row: Cell[]): { label: string; value: Cell } | undefined {
  const cells = filled(row);
  if (cells.length === 1 && typeof cells[0] === 'string') {
    const m = cells[0].match(/^([^:]{1,40}):\s*(.*)$/s);
    if (m) return { label: m[1]!.trim(), value: m[2]!.trim() };
    return undefined;
  }
  if (cells.length === 2 && typeof cells[0] === 'string') return { label: cells[0].replace(/:\s*$/, '').trim(), value: cells[1]! };
  return undefined;
}

/**
 * Detail cards as a table: the labels become the header, each block a row. A block ends at a blank row or
 * where its first label comes again. Undefined unless at least two blocks share three field labels.
 */
export function cardsToGrid(grid: Grid, kinds: DocumentKind[]): Grid | undefined {
  const blocks: { row: number; values: Map<string, Cell> }[] = [];
  let current: { row: number; values: Map<string, Cell> } | undefined;
  let first: string | undefined;
  let lines = 0;
  let fieldLines = 0;
  grid.rows.forEach((row, r) => {
    const line = filled(row).length === 0 ? undefined : cardLine(row);
    if (!line) {
      current = undefined;
      return;
    }
    lines++;
    const key = line.label.toLowerCase();
    if (current && (current.values.has(key) || key === first)) current = undefined;
    if (!current) {
      current = { row: grid.rowNumbers?.[r] ?? r + 1, values: new Map() };
      blocks.push(current);
      if (first === undefined) first = key;
    }
    if (isFieldLabel(line.label, kinds)) fieldLines++;
    current.values.set(key, line.value);
  });
  const cards = blocks.filter((b) => b.values.size >= 3);
  if (cards.length < 2 || fieldLines < cards.length * 3 || lines < cards.length * 3) return undefined;
  const labels: string[] = [];
  const shown = new Map<string, string>();
  grid.rows.forEach((row) => {
    const line = cardLine(row);
    if (line && !shown.has(line.label.toLowerCase())) {
      shown.set(line.label.toLowerCase(), line.label);
      labels.push(line.label.toLowerCase());
    }
  });
  return {
    ...(grid.sheet !== undefined ? { sheet: grid.sheet } : {}),
    rows: [labels.map((l) => shown.get(l)!), ...cards.map((b) => labels.map((l) => b.values.get(l) ?? null))],
    rowNumbers: [cards[0]!.row, ...cards.map((b) => b.row)],
  };
}

/**
 * A table laid across as one laid down: the first column that names fields becomes the header, each other
 * column a row. Undefined unless that column names at least four fields and two columns hold values.
 */
export function acrossToGrid(grid: Grid, kinds: DocumentKind[]): Grid | undefined {
  const width = Math.max(0, ...grid.rows.map((r) => r.length));
  if (width < 3 || grid.rows.length < 4 || grid.rows.length > 200) return undefined;
  let labelCol = -1;
  for (let c = 0; c < Math.min(3, width) && labelCol < 0; c++) {
    const named = grid.rows.filter((r) => isFieldLabel(text(r[c]), kinds)).length;
    if (named >= 4) labelCol = c;
  }
  if (labelCol < 0) return undefined;
  const columns = [...Array(width).keys()].filter((c) => c > labelCol && grid.rows.filter((r) => text(r[c]) !== '').length >= 3);
  if (columns.length < 2) return undefined;
  const header = grid.rows.map((r) => text(r[labelCol]));
  // A row that only numbers the columns (`Location 1`, `Location 2`) is not the locations' names, whatever its label says.
  const top = grid.rows.findIndex((r) => columns.some((c) => text(r[c]) !== ''));
  const heads = columns.map((c) => text(grid.rows[top]?.[c]));
  const word = (h: string) => h.replace(/\s*#?\d+$/, '').toLowerCase();
  if (heads.every((h) => /^[A-Za-z .]+\s*#?\d+$/.test(h)) && new Set(heads.map(word)).size === 1) header[top] = '';
  const rows: Cell[][] = [header];
  for (const c of columns) rows.push(grid.rows.map((r) => r[c] ?? null));
  return {
    ...(grid.sheet !== undefined ? { sheet: grid.sheet } : {}),
    rows,
    rowNumbers: [1, ...columns.map((c) => c + 1)],
  };
}
