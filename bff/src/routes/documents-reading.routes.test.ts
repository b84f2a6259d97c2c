import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult } from '@workbench/core';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Schedules as brokers receive them, over HTTP: a table asked for as vehicles is read as vehicles instead
 * of refused, a workbook's prior-year sheet is left out with the reason, and a mistyped VIN stays as
 * written with its correction beside it.
 */
let app: TestApp;
let broker: HttpClient;

async function parse(bytes: Uint8Array | string, name: string, type: string, query = '') {
  const form = new FormData();
  form.append('document', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type }), name);
  return broker.request('POST', `/api/documents/parse${query}`, { body: form }) as Promise<{
    status: number;
    data: ParseResult & { message?: string };
  }>;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/documents/parse: reading schedules as sent', () => {
  it('reads a two-column list as vehicles when ?type=vehicle asks, where it answers 422 unasked', async () => {
    const csv = 'Unit,VIN\n101,1FTFW1E50LFA00001\n102,IHGYLPL75HW787792\n';
    expect((await parse(csv, 'units.csv', 'text/csv')).status).toBe(422);
    const { status, data } = await parse(csv, 'units.csv', 'text/csv', '?type=vehicle');
    expect(status).toBe(200);
    expect(data.documentType).toBe('vehicle');
    expect(data.vehicles.map((v) => v.fleetId)).toEqual(['101', '102']);
    // The mistyped VIN is kept as written; the correction is only suggested.
    expect(data.vehicles[1]).toMatchObject({ vin: 'IHGYLPL75HW787792', provenance: { suggestions: { vin: '1HGYLPL75HW787792' } } });
    expect(data.warnings).toContain('The table was read as vehicles, as asked');
  });

  it("leaves out a workbook's prior-year sheet and says why", async () => {
    const header = ['Bldg Name', 'Street Addr', 'City', 'ST', 'Zip', 'Yr Blt', 'Sprk Y/N'];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        header,
        ['HQ', '125 Commerce Dr', 'Boston', 'MA', '02110', 1990, 'Y'],
        ['Depot', '9 Harbour Rd', 'Salem', 'MA', '01970', 2004, 'N'],
      ]),
      'SOV 2027',
    );
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([header, ['Old HQ', '1 Main St', 'Lynn', 'MA', '01901', 1975, 'N']]),
      'SOV 2026',
    );
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const { status, data } = await parse(bytes, 'sov.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(status).toBe(200);
    expect(data.properties.map((p) => [p.name, p.sprinklered])).toEqual([
      ['HQ', true],
      ['Depot', false],
    ]);
    expect(data.warnings).toContain('Sheet "SOV 2026" was not read: it looks like an earlier year’s schedule');
    expect(data.mapping?.skippedSheets).toEqual([{ sheet: 'SOV 2026', reason: 'it looks like an earlier year’s schedule' }]);
  });
});
