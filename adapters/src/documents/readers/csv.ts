/** Delimited text: , ; | or tab (detected), RFC 4180 quoting, BOM and CRLF handled. */
import { parse } from 'csv-parse/sync';
import type { Grid } from '../grid.ts';
import type { Cell } from '../normalise.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter that splits the first lines into the most consistent, widest rows. */
export function detectDelimiter(text: string): string {
  const lines = text.split(/\r?\n/, 30).filter((l) => l.trim() !== '');
  let best = ',';
  let bestScore = -1;
  for (const d of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    const max = Math.max(0, ...counts);
    if (max === 0) continue;
    const modal = counts.filter((c) => c === max).length;
    const score = modal * max;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

/** An empty field read as absent, unless it was written as "" (a deliberate empty text). */
const emptyAsNull = (value: string, context: { quoting: boolean }): Cell => (context.quoting || value !== '' ? value : null);

/** Parsed by csv-parse with the detected delimiter; lenient about stray quotes and ragged rows, as exported schedules are. */
export function parseCsv(text: string, maxRows: number): Grid {
  let rows: Cell[][];
  try {
    rows = parse(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      cast: emptyAsNull,
      to: maxRows + 1,
    });
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  if (rows.length > maxRows) throw tooLarge(MESSAGES.tooManyRows);
  return { rows };
}
