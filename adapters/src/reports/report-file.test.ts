import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ReportCell, ReportColumn } from '@workbench/core';
import { columnLetters, excelSerial, reportFile } from './report-file.ts';

const columns: ReportColumn[] = [
  { header: 'Policy', type: 'text' },
  { header: 'From', type: 'date' },
  { header: 'When (UTC)', type: 'datetime' },
  { header: 'Premium', type: 'money' },
  { header: 'Score', type: 'number' },
  { header: 'Taxes', type: 'money' },
];

async function* batches(...lists: ReportCell[][][]) {
  for (const list of lists) yield list;
}

const report = () => ({
  title: 'Premium bordereau',
  columns,
  rows: batches(
    [['POL-1 <&> "quoted"', '2026-03-01', '2026-03-01T10:30:00.000Z', 1250.5, 72, null]],
    [['=SUM(A1)', '2026-12-31', '2026-12-31T23:59:00.000Z', 0, 0, null]],
  ),
});

describe('reportFile', () => {
  it('writes an xlsx SheetJS opens with typed cells: dates as dates, money as numbers, empty cells empty', async () => {
    const bytes = await buffer(reportFile(report(), 'xlsx'));
    const book = XLSX.read(bytes, { type: 'buffer', cellDates: true, cellNF: true });
    expect(book.SheetNames).toEqual(['Premium bordereau']);
    const sheet = book.Sheets['Premium bordereau']!;
    expect(sheet['A1']).toMatchObject({ t: 's', v: 'Policy' });
    expect(sheet['A2']).toMatchObject({ t: 's', v: 'POL-1 <&> "quoted"' });
    expect(sheet['B2']!.t).toBe('d');
    expect((sheet['B2']!.v as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(sheet['C2']!.t).toBe('d');
    expect(sheet['D2']).toMatchObject({ t: 'n', v: 1250.5 });
    expect(sheet['D2']!.z).toBe('#,##0.00');
    expect(sheet['E2']).toMatchObject({ t: 'n', v: 72 });
    expect(sheet['F2']).toBeUndefined();
    expect(sheet['A3']).toMatchObject({ t: 's', v: '=SUM(A1)' });
    expect(sheet['A3']!.f).toBeUndefined();
    expect(sheet['!ref']).toBe('A1:F3');
  });

  it('writes a CSV with a header, plain numbers and ISO dates, formulas neutralised', async () => {
    const text = (await buffer(reportFile(report(), 'csv'))).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFPolicy,From,When (UTC),Premium,Score,Taxes',
      '"POL-1 <&> ""quoted""",2026-03-01,2026-03-01T10:30:00.000Z,1250.5,72,',
      "'=SUM(A1),2026-12-31,2026-12-31T23:59:00.000Z,0,0,",
      '',
    ]);
  });

  it('names columns past Z as Excel does and counts days from its epoch', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(excelSerial('1900-03-01', false)).toBe(61);
    expect(excelSerial('2026-03-01T12:00:00Z', true)).toBe(46082.5);
    expect(excelSerial('not a date', false)).toBeNull();
  });
});
