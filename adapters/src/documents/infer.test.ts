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
    ['property', ['USD', 'CAD', 'USD'], 'currency'],
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

describe('values kept as the source gives them', () => {
  const read = async (csv: string, kind?: 'property' | 'vehicle') => {
    const { extractDocument } = await import('./pipeline.ts');
    return extractDocument({ bytes: new TextEncoder().encode(csv), ...(kind ? { kind } : {}) });
  };

  it('keeps a VIN with a misread letter as written and puts the correction beside it, in the row and the warnings', async () => {
    const r = await read('Unit,Year,Make,Model,VIN\n1,2017,Honda,Accord,1HGYLPL75HW787792\n2,2017,Honda,Accord,IHGYLPL75HW787792\n');
    expect(r.vehicles[1]).toMatchObject({ vin: 'IHGYLPL75HW787792', provenance: { suggestions: { vin: '1HGYLPL75HW787792' } } });
    expect(r.vehicles[1]!.confidence.vin).toBeLessThan(0.8);
    expect(r.warnings.join('\n')).toMatch(/IHGYLPL75HW787792 \(row 3\) may be 1HGYLPL75HW787792/);
  });

  it('keeps Canadian postcodes as written, reads provinces, and pads only a US zip, with low confidence', async () => {
    const r = await read(
      'Address,City,State,Zip,Country\n1 Front St W,Toronto,Ontario,M5V 2T6,Canada\n9 Elm St,Hartford,CT,6103,USA\n12 Rue Main,Montreal,QC,H2Y1C6,CA\n',
    );
    expect(r.properties.map((p) => [p.state, p.zipCode])).toEqual([
      ['ON', 'M5V 2T6'],
      ['CT', '06103'],
      ['QC', 'H2Y1C6'],
    ]);
    expect(r.properties[0]!.confidence.zipCode).toBe(1);
    expect(r.properties[1]!.confidence.zipCode).toBeLessThan(0.8);
  });

  it('splits a one-cell Canadian address', async () => {
    const r = await read(
      'Location,Premises,Year Built\nHQ,"1 Front St W, Toronto, ON M5V 2T6",1990\nDepot,"9 Elm St, Hartford, CT 06103",2001\nStore,"40 Main St, Burlington, VT 05401",1970\n',
    );
    expect(r.properties[0]).toMatchObject({ address: '1 Front St W', city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6' });
    expect(r.properties[1]).toMatchObject({ address: '9 Elm St', city: 'Hartford', state: 'CT', zipCode: '06103' });
  });

  it('keeps a location given only by its state, marking its street missing, instead of refusing the file', async () => {
    const r = await read('State,Year Built,Construction,Stories\nTX,1990,Frame,2\nNJ,2004,JM,1\n');
    expect(r.properties.map((p) => p.state)).toEqual(['TX', 'NJ']);
    expect(r.properties[0]!.provenance.missing).toEqual(['address']);
    expect(r.warnings).toContain('2 locations have no street address; kept for a person to complete');
  });
});
