/** Delimited text: , ; | or tab (detected), RFC 4180 quoting, BOM and CRLF handled. */
import type { Grid } from '../grid.ts';
import type { Cell } from '../normalise.ts';
import { MESSAGES, tooLarge } from '../errors.ts';

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

export function parseCsv(text: string, maxRows: number): Grid {
  const d = detectDelimiter(text);
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const len = text.length;
  const endField = () => {
    row.push(field === '' && !wasQuoted ? null : field);
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < len; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (ch === d) endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
      if (rows.length > maxRows) throw tooLarge(MESSAGES.tooManyRows);
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return { rows };
}
