/**
 * Table reconstruction from positioned text (PDF text runs, OCR words): items become lines by their
 * vertical position, neighbouring items on a line become cells, and the header line's cells become the
 * columns every other line is sorted into. A repeated header on a later page resets the columns.
 */
import type { DocumentKind } from '@workbench/core';
import type { Grid } from './grid.ts';
import type { Cell } from './normalise.ts';
import { locateHeader } from './table.ts';

export interface TextItem {
  page: number;
  x0: number;
  x1: number;
  /** Vertical centre. */
  y: number;
  /** Text height, used for line tolerance. */
  h: number;
  text: string;
  /** 0..1 (OCR); 1 for exact text. */
  certainty?: number;
}

interface Span {
  x0: number;
  x1: number;
  text: string;
  certainty: number;
}

interface Line {
  page: number;
  y: number;
  cells: Span[];
}

/** Groups items into lines (same page, overlapping vertical centres) and merges close items into cells. */
export function toLines(items: TextItem[], gapFactor = 0.9): Line[] {
  const real = items.filter((i) => /[\p{L}\p{N}]/u.test(i.text));
  const heights = real.map((i) => i.h).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 1;
  // Table rules read as tall "|" or "[" glyphs; anything far taller than the text is not text.
  const sorted = real.filter((i) => i.h <= typical * 2.5).sort((a, b) => a.page - b.page || a.y - b.y || a.x0 - b.x0);
  const lines: { page: number; y: number; h: number; items: TextItem[] }[] = [];
  for (const it of sorted) {
    const last = lines[lines.length - 1];
    if (last && last.page === it.page && Math.abs(it.y - last.y) <= typical * 0.6) {
      last.items.push(it);
      last.y = (last.y * (last.items.length - 1) + it.y) / last.items.length;
    } else lines.push({ page: it.page, y: it.y, h: it.h, items: [it] });
  }
  return lines.map((l) => {
    const byX = l.items.sort((a, b) => a.x0 - b.x0);
    const cells: Span[] = [];
    for (const it of byX) {
      const prev = cells[cells.length - 1];
      // Words closer than about one character width belong to the same cell.
      if (prev && it.x0 - prev.x1 < it.h * gapFactor) {
        prev.text += ` ${it.text.trim()}`;
        prev.x1 = Math.max(prev.x1, it.x1);
        prev.certainty = Math.min(prev.certainty, it.certainty ?? 1);
      } else cells.push({ x0: it.x0, x1: it.x1, text: it.text.trim(), certainty: it.certainty ?? 1 });
    }
    return { page: l.page, y: l.y, cells };
  });
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }) {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Index of the column a cell belongs to: most horizontal overlap, else the column region it starts in. */
function columnOf(cell: Span, columns: { x0: number; x1: number }[]): number {
  let best = -1;
  let bestOverlap = 0;
  columns.forEach((c, i) => {
    const o = overlap(cell, c);
    if (o > bestOverlap) {
      best = i;
      bestOverlap = o;
    }
  });
  if (best >= 0) return best;
  // No overlap: the column whose region (its left edge up to the next column's) holds the cell's start,
  // which places numbers right-aligned in a left-aligned column correctly.
  for (let i = columns.length - 1; i >= 0; i--) if (cell.x0 >= columns[i]!.x0) return i;
  return 0;
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const repeats = (line: Line, keys: Set<string>) => line.cells.filter((c) => keys.has(key(c.text))).length >= Math.min(3, keys.size);

/** Builds one grid from positioned text, with page and line provenance. */
export function linesToGrid(lines: Line[], kinds: DocumentKind[] = ['property', 'vehicle']): Grid | undefined {
  if (lines.length === 0) return undefined;
  const asRows: Cell[][] = lines.map((l) => l.cells.map((c) => c.text));
  let columns: { x0: number; x1: number }[] | undefined;
  let headerKeys: Set<string> | undefined;
  const headerAt = (i: number) => {
    const found = locateHeader({ rows: asRows.slice(i, i + 3) }, kinds);
    return found && found.row === 0 ? found : undefined;
  };
  const rows: Cell[][] = [];
  const certainty: (number | undefined)[][] = [];
  const pages: number[] = [];
  const rowNumbers: number[] = [];
  let lineOnPage = 0;
  let page = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.page !== page) {
      page = line.page;
      lineOnPage = 0;
    }
    lineOnPage++;
    // Once a header is known, only a line repeating its texts can be another header (cheap test);
    // the full (fuzzy) header search runs until the first header is found.
    const header = line.cells.length >= 3 && (!headerKeys || repeats(line, headerKeys)) ? headerAt(i) : undefined;
    if (header) {
      headerKeys = new Set(line.cells.map((c) => key(c.text)));
      columns = line.cells.map((c) => ({ x0: c.x0, x1: c.x1 }));
      // A second header line adds columns the first one lacks (two-line headers).
      if (header.mapping.height === 2) {
        for (const c of lines[i + 1]!.cells) if (!columns.some((k) => overlap(k, c) > 0)) columns.push({ x0: c.x0, x1: c.x1 });
        columns.sort((a, b) => a.x0 - b.x0);
      }
    }
    const row: Cell[] = [];
    const cert: (number | undefined)[] = [];
    if (!columns) {
      line.cells.forEach((c, k) => {
        row[k] = c.text;
        cert[k] = c.certainty;
      });
    } else {
      for (const c of line.cells) {
        const k = columnOf(c, columns);
        row[k] = row[k] ? `${row[k]} ${c.text}` : c.text;
        cert[k] = Math.min(cert[k] ?? 1, c.certainty);
      }
    }
    for (let k = 0; k < row.length; k++) if (row[k] === undefined) row[k] = null;
    rows.push(row);
    certainty.push(cert);
    pages.push(line.page);
    rowNumbers.push(lineOnPage);
  }
  return { rows, certainty, pages, rowNumbers };
}

export const linesToText = (lines: Line[]) => lines.map((l) => l.cells.map((c) => c.text).join('  ')).join('\n');
