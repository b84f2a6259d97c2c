import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AppError } from '@workbench/core';
import type { Cell } from '../normalise.ts';
import { parseCsv, splitPlain } from './csv.ts';

/** What csv-parse gives with the reader's options: the reference the fast splitter must match. */
function reference(text: string, delimiter: string, to: number): Cell[][] | 'error' {
  try {
    return parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      cast: (value: string, context: { quoting: boolean }) => (context.quoting || value !== '' ? value : null),
      to,
    });
  } catch {
    return 'error';
  }
}

describe('CSV reader', () => {
  it('reads quoted fields, doubled quotes, empty and quoted-empty cells, CRLF, CR and ragged rows', () => {
    const text = 'Unit #,Make,"Stated ""Amount"""\r\n1,Ford,"$94,900.00"\r\n2,,""\r3\n\n4,"two\nlines",x,extra\n';
    expect(parseCsv(text, 100).rows).toEqual([
      ['Unit #', 'Make', 'Stated "Amount"'],
      ['1', 'Ford', '$94,900.00'],
      ['2', null, ''],
      ['3'],
      [null],
      ['4', 'two\nlines', 'x', 'extra'],
    ]);
  });

  it('keeps a stray quote inside a field as text, as exported schedules write inches', () => {
    expect(parseCsv('Item;Size\nPipe;12" steel\n', 100).rows).toEqual([
      ['Item', 'Size'],
      ['Pipe', '12" steel'],
    ]);
  });

  it('answers unprocessable for a quote that never closes, and too large past the row cap', () => {
    const unclosed = (() => {
      try {
        parseCsv('a,b\n"open,c\n', 100);
      } catch (e) {
        return e;
      }
    })() as AppError;
    expect(unclosed).toBeInstanceOf(AppError);
    expect(unclosed.code).toBe('unprocessable');
    const rows = Array.from({ length: 11 }, (_, i) => `${i},x`).join('\n');
    expect(() => parseCsv(rows, 10)).toThrow(expect.objectContaining({ code: 'too_large' }));
    expect(parseCsv(rows, 11).rows).toHaveLength(11);
  });

  it('gives exactly what csv-parse gives, for any text over the characters that matter', () => {
    const piece = fc.constantFrom('a', 'b', ' ', ',', ';', '"', '""', '\n', '\r', '\r\n', '\t', 'é', '|');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.constantFrom(',', ';', '\t', '|'),
        fc.integer({ min: 1, max: 6 }),
        (parts, d, to) => {
          const text = parts.join('');
          const fast = splitPlain(text, d, to);
          const ref = reference(text, d, to);
          // The splitter may decline (csv-parse then reads the file); when it answers, it answers the same.
          if (fast !== undefined) expect(fast).toEqual(ref);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('reads a well-formed 10,000-row schedule without falling back to the slow parser', () => {
    const lines = ['Unit #,Year,Make,VIN,Stated Amount'];
    for (let i = 0; i < 10_000; i++) lines.push(`${i},2020,Ford,1FTFW1E50LFA${String(i).padStart(5, '0')},"$${i},900.00"`);
    const text = lines.join('\r\n');
    const fast = splitPlain(text, ',', 100_001);
    expect(fast).toBeDefined();
    expect(fast).toEqual(reference(text, ',', 100_001));
  });
});
