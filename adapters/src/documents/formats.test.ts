import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { AppError, UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';
import { createDocumentExtractor } from './index.ts';
import { scannedPdf, tablePdf } from './pdf-writer.ts';
import { extractionFixture } from './fixtures.ts';

const extractor = createDocumentExtractor();
const fixture = extractionFixture;
const text = (s: string) => new TextEncoder().encode(s);

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected the extraction to fail');
}

function workbook(sheets: Record<string, unknown[][]>): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

describe('document extractor: spreadsheets, CSV and JSON', () => {
  it('reads an xlsx SOV with a title, a header below it and a totals row', async () => {
    const bytes = workbook({
      SOV: [
        ['Statement of Values'],
        ['Insured: Acme'],
        [],
        ['Location Name', 'Bldg Address', 'City', 'State', 'Zip', 'Yr Built', 'Const', 'Sq Ft', 'Sprinklered?', 'TIV'],
        ['HQ', '125 Commerce Dr', 'Boston', 'Massachusetts', 2110, 1990, 'JM', '12,500 sq ft', 'Y', 1_000_000],
        [],
        ['Total', null, null, null, null, null, null, 12500, null, 1_000_000],
      ],
    });
    const r = await extractor.extract({ bytes, filename: 'x.xlsx' });
    expect(r.documentType).toBe('property');
    expect(r.vehicles).toEqual([]);
    expect(r.properties).toHaveLength(1);
    const p = r.properties[0]!;
    expect(p).toMatchObject({
      name: 'HQ',
      address: '125 Commerce Dr',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      yearBuilt: 1990,
      constructionType: 'Joisted Masonry',
      squareFootage: 12500,
      sprinklered: true,
    });
    expect(p).not.toHaveProperty('stories');
    expect(p.provenance).toMatchObject({ sheet: 'SOV', row: 5 });
    expect(p.provenance.columns?.address).toBe('Bldg Address');
    // 2110 lost its leading zero in the spreadsheet: padded back, but for a person to check.
    expect(p.confidence.zipCode).toBeLessThan(0.8);
  });

  it('combines the Locations and Vehicles sheets of a workbook, skipping the cover sheet', async () => {
    const r = await extractor.extract({ bytes: fixture('renewal-locations-and-vehicles.xlsx'), filename: 'w.xlsx' });
    expect(r.properties).toHaveLength(15);
    expect(r.vehicles).toHaveLength(22);
    expect(r.documentType).toBe('vehicle');
    expect(r.warnings.join(' ')).toContain('Cover');
  });

  it('returns only the requested list when a kind is given', async () => {
    const r = await extractor.extract({ bytes: fixture('renewal-locations-and-vehicles.xlsx'), filename: 'w.xlsx', kind: 'property' });
    expect(r.documentType).toBe('property');
    expect(r.properties).toHaveLength(15);
    expect(r.vehicles).toEqual([]);
  });

  it('reads a legacy .xls fleet schedule', async () => {
    const r = await extractor.extract({ bytes: fixture('fleet-legacy.xls'), filename: 'f.xls' });
    expect(r.vehicles).toHaveLength(35);
    expect(r.vehicles[0]).toMatchObject({ fleetId: '412', year: 2019, vin: '1XPCK0K02K9678251', usage: 'Commercial' });
  });

  it('reads a semicolon CSV with quoted fields, a BOM and CRLF line ends', async () => {
    const csv = '\uFEFFUnit No;Yr;Make;Model;VIN;Value;Use\r\n"T-1";2020;Ford;"F-150; XL";1FTFW1E50LFA00001;"$45,000.00";Comm\r\n';
    const r = await extractor.extract({ bytes: text(csv), filename: 'f.csv' });
    expect(r.vehicles).toEqual([
      expect.objectContaining({
        fleetId: 'T-1',
        year: 2020,
        make: 'Ford',
        model: 'F-150; XL',
        vin: '1FTFW1E50LFA00001',
        value: 45000,
        usage: 'Commercial',
      }),
    ]);
  });

  it.each([
    ['tab', '\t'],
    ['pipe', '|'],
    ['comma', ','],
  ])('detects a %s-delimited CSV', async (_name, d) => {
    const csv = `${['Address', 'City', 'State', 'Zip'].join(d)}\n${['1 Main St', 'Boston', 'MA', '2110'].join(d)}\n`;
    const r = await extractor.extract({ bytes: text(csv), filename: 'x.csv' });
    expect(r.properties[0]).toMatchObject({ address: '1 Main St', city: 'Boston', state: 'MA', zipCode: '02110' });
  });

  it('reads JSON records nested under a key', async () => {
    const json = JSON.stringify({
      schedule: {
        vehicles: [{ unit_no: 7, model_year: '2019', make: 'GMC', model: 'Sierra', vin_number: '1gtu9eed1kz000000', acv: '30,000' }],
      },
    });
    const r = await extractor.extract({ bytes: text(json), filename: 'v.json' });
    expect(r.vehicles[0]).toMatchObject({ fleetId: '7', year: 2019, make: 'GMC', model: 'Sierra', vin: '1GTU9EED1KZ000000', value: 30000 });
    expect(r.vehicles[0]!.provenance).toMatchObject({ sheet: 'schedule.vehicles', row: 1 });
  });

  it('rebuilds a text PDF table across pages, dropping the totals row', async () => {
    const r = await extractor.extract({ bytes: fixture('fleet-table.pdf'), filename: 'f.pdf' });
    expect(r.documentType).toBe('vehicle');
    expect(r.vehicles).toHaveLength(28);
    expect(r.vehicles[0]).toMatchObject({
      fleetId: '604',
      year: 2011,
      make: 'Toyota',
      model: 'RAV4',
      vin: '2T3ZTHWYXBY127531',
      value: 6000,
      usage: 'Mixed',
    });
    expect(r.vehicles[0]!.provenance.page).toBe(1);
  });

  it('joins a PDF table over several pages, dropping repeated headers and page footers', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`Store ${i + 1}`, `${100 + i} Main St`, 'Hartford', 'CT', '6103', 'Frame']);
    const bytes = await tablePdf(['Location Name', 'Street Address', 'City', 'State', 'Zip', 'Construction'], rows, {
      rowsPerPage: 12,
      title: 'Statement of Values',
    });
    const r = await extractor.extract({ bytes, filename: 'sov.pdf' });
    expect(r.properties).toHaveLength(30);
    expect(r.properties[29]).toMatchObject({ name: 'Store 30', address: '129 Main St', zipCode: '06103', constructionType: 'Frame' });
    expect(r.properties[29]!.provenance.page).toBe(3);
  });

  it('reads a PNG image of a table offline by OCR, with lower confidence than typed text', { timeout: 120_000 }, async () => {
    const r = await extractor.extract({ bytes: fixture('sov-scan.png'), filename: 's.png' });
    expect(r.properties).toHaveLength(5);
    expect(r.properties[0]).toMatchObject({
      address: '617 Industrial Dr',
      city: 'Marlborough',
      state: 'MA',
      zipCode: '01752',
      squareFootage: 104938,
      sprinklered: true,
    });
    expect(Math.max(...Object.values(r.properties[0]!.confidence))).toBeLessThan(1);
    expect(r.warnings.join(' ')).toMatch(/OCR/);
  });

  it.each([
    ['its pixels', false],
    ['a JPEG', true],
  ])('reads a scanned PDF whose page is stored as %s by OCR, as it reads the scan itself', { timeout: 120_000 }, async (_kind, asJpeg) => {
    const bytes = await scannedPdf([fixture('sov-scan.png')], { asJpeg });
    const r = await extractor.extract({ bytes, filename: 'scan.pdf' });
    expect(r.properties).toHaveLength(5);
    expect(r.properties[0]).toMatchObject({ address: '617 Industrial Dr', city: 'Marlborough', state: 'MA', zipCode: '01752' });
    expect(r.properties[0]!.provenance.page).toBe(1);
    expect(r.warnings.join(' ')).toMatch(/OCR/);
  });

  it('rejects content that is not a parseable type with the unsupported message', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const e = await failure(extractor.extract({ bytes: exe, filename: 'schedule.xlsx' }));
    expect(e.code).toBe('unsupported');
    expect(e.message).toBe(UNSUPPORTED_FORMAT_MESSAGE);
  });

  it('rejects a zip that is not a workbook as unsupported', async () => {
    const zip = XLSX.CFB.write(XLSX.CFB.utils.cfb_new(), { type: 'buffer', fileType: 'zip' }) as Buffer;
    const e = await failure(extractor.extract({ bytes: new Uint8Array(zip), filename: 'a.xlsx' }));
    expect(e.code).toBe('unsupported');
  });

  it('answers unprocessable for a truncated workbook', async () => {
    const bytes = fixture('sov-basic.xlsx').subarray(0, 3000);
    const e = await failure(extractor.extract({ bytes, filename: 'a.xlsx' }));
    expect(e.code).toBe('unprocessable');
  });

  it('answers unprocessable for a JSON file that does not parse', async () => {
    const e = await failure(extractor.extract({ bytes: text('[{"Address": "1 Main'), filename: 'a.json' }));
    expect(e.code).toBe('unprocessable');
  });

  it('answers unprocessable when no schedule can be found', async () => {
    const e = await failure(extractor.extract({ bytes: text('hello,world\n1,2\n'), filename: 'a.csv' }));
    expect(e.code).toBe('unprocessable');
  });
});
