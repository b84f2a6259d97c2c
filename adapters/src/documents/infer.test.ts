import { describe, expect, it } from 'vitest';
import { inferColumn } from './infer.ts';
import { chooseSheets, duplicateWarnings } from './sheets.ts';
import type { TableRows } from './table.ts';

describe('reading a column from its values', () => {
  it.each([
    ['vehicle', ['1FTFW1E50LFA00001', '3AKJHHDR5JSJM1234', '1GCUYDED5LZ123456'], 'vin'],
    ['vehicle', [2019, 2021, '2018'], 'year'],
    ['vehicle', ['2019 Ford F-150', '2021 Isuzu NPR', 'Kenworth T680'], 'make'],
    ['vehicle', ['Comm', 'Pers', 'Commercial', 'Mixed'], 'usage'],
    ['property', [1985, 2001, 1969, '1999'], 'yearBuilt'],
    ['property', ['MA', 'New Jersey', 'TX'], 'state'],
    ['property', ['02110', '07102-1234', 'M5V 2T6'], 'zipCode'],
    ['property', ['12 Main St', '400 Harbor Rd, Boston, MA 02110', '9 Elm Ave'], 'address'],
    ['property', ['Joisted Masonry', 'Brick', 'Steel frame', 'MNC'], 'constructionType'],
    ['property', ['Office', 'Warehouse', 'Retail store', 'Apartments'], 'occupancyType'],
    ['property', ['Owned', 'Leased', 'Own'], 'ownership'],
    ['property', ['Sprinklered', 'Non-Sprinklered', 'Y', 'N'], 'sprinklered'],
  ] as const)('reads a %s column of %j as %s', (kind, values, field) => {
    expect(inferColumn([...values], kind)?.field).toBe(field);
  });

  it('says nothing of a column of plain numbers, of names, or of fewer than three values', () => {
    expect(inferColumn([1200, 45000, 800], 'property')).toBeUndefined();
    expect(inferColumn(['Acme', 'Globex', 'Initech'], 'property')).toBeUndefined();
    expect(inferColumn(['1FTFW1E50LFA00001', '3AKJHHDR5JSJM1234'], 'vehicle')).toBeUndefined();
  });
});

const table = (sheet: string, kind: 'property' | 'vehicle', rows: Record<string, unknown>[]) =>
  ({
    sheet,
    kind,
    rows,
    dropped: [],
    samples: new Map(),
    mapping: { kind, columns: new Map(), score: 3, height: 1, unmapped: [], all: [] },
  }) as unknown as TableRows;
const loc = (address: string, zipCode = '02110') => ({ address, zipCode, provenance: { row: 2 }, confidence: {} });

describe('choosing the sheets of a workbook', () => {
  it('keeps per-state sheets and leaves out a prior-year sheet, a summary and a derived copy, saying why', () => {
    const r = chooseSheets([
      table('NJ', 'property', [loc('1 Main St'), loc('2 Main St')]),
      table('NY', 'property', [loc('3 Main St'), loc('4 Main St')]),
      table('Prior Year', 'property', [loc('9 Old Rd'), loc('8 Old Rd')]),
      table('Summary', 'property', [loc('1 Main St'), loc('3 Main St')]),
      table('NJ working', 'property', [loc('1 Main St'), loc('2 Main St')]),
      table('Sheet7', 'property', [loc('3 Main St'), loc('4 Main St')]),
    ]);
    expect(r.tables.map((t) => t.sheet)).toEqual(['NJ', 'NY']);
    expect(r.skipped.map((s) => s.sheet)).toEqual(['Prior Year', 'Summary', 'NJ working', 'Sheet7']);
    expect(r.warnings[0]).toMatch(/Prior Year.*earlier year/);
    expect(r.warnings[3]).toMatch(/Sheet7.*repeats the rows/);
  });

  it('reads a sheet named as last year when it is the only schedule of its kind', () => {
    const r = chooseSheets([table('Prior Year', 'property', [loc('9 Old Rd')]), table('Autos', 'vehicle', [{ vin: '1FTFW1E50LFA00001' }])]);
    expect(r.tables).toHaveLength(2);
  });

  it('warns of a location listed twice and a fleet id used by two vehicles', () => {
    const w = duplicateWarnings(
      [loc('1 Main St'), { ...loc('1 Main Street'), provenance: { row: 9 } }, loc('2 Main St')],
      [
        { fleetId: '7', provenance: { row: 2 } },
        { fleetId: '7', provenance: { row: 5 } },
      ],
    );
    expect(w).toEqual([
      expect.stringMatching(/1 location is listed more than once: 1 Main St \(row 2, row 9\)/),
      expect.stringMatching(/fleet ID is used by more than one vehicle: 7 \(row 2, row 5\)/),
    ]);
  });
});

describe('reading a table as the kind asked for', () => {
  const csv = new TextEncoder().encode('Unit,VIN\n101,1FTFW1E50LFA00001\n102,3AKJHHDR5JSJM1234\n');
  it('answers 422 for a two-column list when no kind is asked, and reads it as vehicles when ?type=vehicle asks', async () => {
    const { extractDocument } = await import('./pipeline.ts');
    await expect(extractDocument({ bytes: csv })).rejects.toThrow(/No locations or vehicles/);
    const r = await extractDocument({ bytes: csv, kind: 'vehicle' });
    expect(r.vehicles.map((v) => v.fleetId)).toEqual(['101', '102']);
    expect(r.warnings).toContain('The table was read as vehicles, as asked');
  });
});
