import { describe, expect, it } from 'vitest';
import { dueText, formatMoney, formatSquareFeet, orNotAvailable, yesNo } from '../../format.ts';
import { isParseable } from '../../queries/documents.queries.ts';
import { toReviewedRow } from './risk/review.ts';
import * as XLSX from 'xlsx';
import { scheduleWorkbook } from './risk/exportSchedule.ts';
import { sheetOf, workbookBytes } from '../../export/xlsx.ts';
import { previewKind } from './messages/previewKind.ts';
import { decisionBlocker, DECISION_ROLE_REASON, DECISION_STATUS_REASON } from './decision.ts';
import { daysUntilDue, type Property, type Vehicle } from '@workbench/core';

describe('the document upload accept check', () => {
  it.each([
    ['schedule.pdf', 'application/pdf', true],
    ['photo.jpg', 'image/jpeg', true],
    ['scan.png', 'image/png', true],
    ['sov.xls', 'application/vnd.ms-excel', true],
    ['fleet.csv', 'text/csv', true],
    ['rows.json', 'application/json', true],
    ['odd-type.xlsx', 'application/octet-stream', true],
    ['notes.txt', 'text/plain', false],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['fleet.csv', '', true],
    ['archive.zip', '', false],
    ['scan-without-extension', 'application/pdf', true],
    ['FLEET.CSV', 'text/csv; charset=utf-8', true],
  ])('%s (%s) accepted: %s', (name, type, accepted) => {
    expect(isParseable({ name, type })).toBe(accepted);
  });
});

describe('extracted rows', () => {
  it('lists the fields extracted with confidence under 0.8 for review and drops provenance', () => {
    const row = toReviewedRow({
      make: 'Ford',
      vin: 'X1',
      year: 2020,
      confidence: { make: 1, vin: 0.7, year: 0.79 },
      provenance: { row: 2 },
    });
    expect(row).toEqual({ make: 'Ford', vin: 'X1', year: 2020, needsReview: ['vin', 'year'] });
  });

  it('flags nothing when the extractor was sure of every field', () => {
    expect(toReviewedRow({ city: 'Austin', confidence: { city: 0.8 } }).needsReview).toEqual([]);
  });
});

describe('display of schedule values', () => {
  it.each([
    [formatMoney(148000), '$148,000'],
    [formatMoney(null), 'Not available'],
    [formatSquareFeet(185000), '185,000 sq ft'],
    [formatSquareFeet(null), 'Not available'],
    [orNotAvailable(''), 'Not available'],
    [orNotAvailable(0), '0'],
    [yesNo(true), 'Yes'],
    [yesNo(false), 'No'],
    [yesNo(null), 'Not available'],
  ])('%s reads %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the due-date indicator', () => {
  const now = new Date(Date.UTC(2026, 10, 21, 15, 30));
  it.each([
    ['2026-11-21', 0, 'Due today'],
    ['2026-11-22', 1, '1 day left'],
    ['2026-12-05', 14, '14 days left'],
    ['2026-11-20', -1, 'Overdue by 1 day'],
    ['2026-11-01', -20, 'Overdue by 20 days'],
  ])('due %s is %i days away: %s', (due, days, text) => {
    expect(daysUntilDue(due, now)).toBe(days);
    expect(dueText(days)).toBe(text);
  });
});

describe('Submit decision', () => {
  it.each([
    ['broker_manager', 'in_review', null],
    ['insurer', 'in_review', null],
    ['broker', 'in_review', DECISION_ROLE_REASON],
    [undefined, 'in_review', DECISION_ROLE_REASON],
    ['insurer', 'pending', DECISION_STATUS_REASON],
    ['broker_manager', 'approved', DECISION_STATUS_REASON],
  ] as const)('for %s on a %s submission is blocked by: %s', (role, status, reason) => {
    expect(decisionBlocker(role, status)).toBe(reason);
  });
});

describe('the file preview', () => {
  it.each([
    [{ filename: 'Loss Runs.pdf', type: 'application/pdf' }, 'pdf'],
    [{ filename: 'SOV.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, 'spreadsheet'],
    [{ filename: 'fleet.csv', type: 'text/csv' }, 'spreadsheet'],
    [{ filename: 'roof.PNG', type: '' }, 'image'],
    [{ filename: 'photo', type: 'image/jpeg' }, 'image'],
    [{ filename: 'letter.docx', type: 'application/msword' }, 'other'],
  ])('shows %o as %s', (attachment, kind) => {
    expect(previewKind(attachment)).toBe(kind);
  });
});

describe('the Excel export', () => {
  const property = {
    id: 'p1',
    name: 'A & B <Depot>',
    address: '=1+1',
    city: 'Gary',
    state: 'IN',
    zipCode: '46406',
    yearBuilt: 1990,
    constructionType: null,
    occupancyType: null,
    squareFootage: 1200,
    stories: 1,
    sprinklered: false,
    ownership: 'Owner',
    buildingValue: 1_000_000,
    contentsValue: 250_000,
    biValue: null,
    otherValue: null,
    tiv: 1_250_000,
    tivComputed: true,
    currency: 'USD',
    needsReview: [],
    version: 1,
  } satisfies Property;
  const vehicle = {
    id: 'v1',
    fleetId: 'F-1',
    make: 'Ford',
    model: 'F-150',
    year: 2021,
    vin: 'VIN1',
    value: 42000,
    usage: 'Commercial',
    needsReview: [],
    version: 1,
  } satisfies Vehicle;
  const book = XLSX.read(new Uint8Array(scheduleWorkbook([property], [vehicle])));
  const cell = (sheet: string, ref: string) => book.Sheets[sheet]![ref] as XLSX.CellObject;

  it('is a real .xlsx workbook with a Locations and a Vehicles sheet and their headers', () => {
    expect(book.SheetNames).toEqual(['Locations', 'Vehicles']);
    expect(cell('Locations', 'E1').v).toBe('Zip Code');
    expect(cell('Vehicles', 'E1').v).toBe('VIN');
  });

  it('keeps numbers as numbers, formulas and markup as text, and yes/no as words', () => {
    expect(cell('Locations', 'A2')).toMatchObject({ t: 's', v: 'A & B <Depot>' });
    expect(cell('Locations', 'B2')).toMatchObject({ t: 's', v: '=1+1' });
    expect(cell('Locations', 'B2').f).toBeUndefined();
    expect(cell('Locations', 'E2')).toMatchObject({ t: 's', v: '46406' });
    expect(cell('Locations', 'F2')).toMatchObject({ t: 'n', v: 1990 });
    expect(cell('Locations', 'I2')).toMatchObject({ t: 'n', v: 1200 });
    expect(cell('Locations', 'K2')).toMatchObject({ t: 's', v: 'No' });
    expect(cell('Vehicles', 'F2')).toMatchObject({ t: 'n', v: 42000 });
    expect(cell('Locations', 'G2')).toBeUndefined();
  });

  it('carries the insured values as numbers, whether the total was summed, and the currency', () => {
    const headers = ['M', 'N', 'O', 'P', 'Q', 'R', 'S'].map((c) => cell('Locations', `${c}1`).v);
    expect(headers).toEqual([
      'Building Value',
      'Contents Value',
      'Business Interruption Value',
      'Other Value',
      'Total Insured Value',
      'TIV Computed',
      'Currency',
    ]);
    expect(cell('Locations', 'M2')).toMatchObject({ t: 'n', v: 1_000_000 });
    expect(cell('Locations', 'O2')).toBeUndefined();
    expect(cell('Locations', 'Q2')).toMatchObject({ t: 'n', v: 1_250_000 });
    expect(cell('Locations', 'R2')).toMatchObject({ t: 's', v: 'Yes' });
    expect(cell('Locations', 'S2')).toMatchObject({ t: 's', v: 'USD' });
  });
});

describe('typed spreadsheet cells', () => {
  it('turns a calendar date into a date cell read as that day', () => {
    const sheet = sheetOf(
      'Due',
      [{ header: 'Due Date', type: 'date', value: (r: { due: string }) => r.due }],
      [{ due: '2026-07-01' }, { due: 'not a date' }],
    );
    const read = XLSX.read(new Uint8Array(workbookBytes([sheet])), { cellDates: true, UTC: true });
    const due = read.Sheets.Due!.A2 as XLSX.CellObject;
    expect(due.t).toBe('d');
    expect((due.v as Date).toISOString().slice(0, 10)).toBe('2026-07-01');
    expect(read.Sheets.Due!.A3).toBeUndefined();
  });
});
