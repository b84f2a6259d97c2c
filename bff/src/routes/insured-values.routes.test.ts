import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ParseResult, Property } from '@workbench/core';
import { aProperty } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A location's insured values over HTTP: stored and read back with their currency, the total summed and
 * marked computed only when none is stated, bad amounts refused with a clear message and nothing changed,
 * rated, editable by the customer on their own schedule (not on anyone else's), and read from uploaded
 * statements of values.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let other: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `values-customer-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: other } = await app.signedIn('customer', { email: `values-other-${Date.now()}@example.com` }));
});
afterAll(() => app?.close());

async function aSubmission(property: Record<string, unknown> = {}, email = `values-${Date.now()}-${Math.random()}@example.com`) {
  const { submission } = await aSubmissionFor(broker, {
    client: { email },
    submission: {
      shareWithClient: true,
      coverages: [{ coverage: 'property', limit: 1_000_000, deductible: 5000, properties: [aProperty(property)] }],
    },
  });
  return submission.id;
}

async function locations(http: HttpClient, id: string): Promise<Property[]> {
  const detail = await http.get(`/api/submissions/${id}`);
  expect(detail.status).toBe(200);
  return detail.data.properties as Property[];
}

describe('insured values of a location', () => {
  it('stores the parts, sums a total that was not given, marks it computed and uses the default currency', async () => {
    const id = await aSubmission({ buildingValue: '$2,000,000', contentsValue: 500_000, biValue: 250_000, otherValue: 0 });
    const [row] = await locations(broker, id);
    expect(row).toMatchObject({
      buildingValue: 2_000_000,
      contentsValue: 500_000,
      biValue: 250_000,
      otherValue: 0,
      tiv: 2_750_000,
      tivComputed: true,
      currency: 'USD',
    });
  });

  it('keeps a stated total and a named currency, and rates the insured values', async () => {
    const id = await aSubmission();
    const added = await broker.post(`/api/submissions/${id}/properties`, [
      aProperty({ name: 'Depot', buildingValue: 800_000, contentsValue: 100_000, tiv: 1_200_000, currency: 'eur' }),
    ]);
    expect(added.status).toBe(201);
    const depot = (await locations(broker, id)).find((p) => p.name === 'Depot');
    expect(depot).toMatchObject({ buildingValue: 800_000, tiv: 1_200_000, tivComputed: false, currency: 'EUR' });
    const detail = await broker.get(`/api/submissions/${id}`);
    const factor = (detail.data.ratingFactors as { key: string; explanation: string }[]).find((f) => f.key === 'insuredValues');
    expect(factor?.explanation).toBe('Total insured value is €1,200,000; the largest location is €1,200,000 (1 location value not stated)');
  });

  it('recomputes a computed total when a part is edited, and keeps a total a person types', async () => {
    const id = await aSubmission({ buildingValue: 1_000_000, contentsValue: 200_000 });
    const [row] = await locations(broker, id);
    const edited = await broker.patch(`/api/submissions/${id}/properties/${row!.id}`, { contentsValue: 300_000 });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ contentsValue: 300_000, tiv: 1_300_000, tivComputed: true });
    const typed = await broker.patch(`/api/submissions/${id}/properties/${row!.id}`, { tiv: 1_500_000 });
    expect(typed.data).toMatchObject({ tiv: 1_500_000, tivComputed: false });
    const cleared = await broker.patch(`/api/submissions/${id}/properties/${row!.id}`, { tiv: null });
    expect(cleared.data).toMatchObject({ tiv: 1_300_000, tivComputed: true });
  });

  it.each([
    [{ buildingValue: -1 }, 'Building value must not be negative', 'buildingValue'],
    [{ contentsValue: 'a lot' }, 'Contents value must be a number', 'contentsValue'],
    [{ tiv: -100 }, 'Total insured value must not be negative', 'tiv'],
    [{ currency: 'dollars' }, 'Currency must be a three-letter ISO code such as USD', 'currency'],
  ])('refuses %j with a clear 400 and changes nothing', async (change, message, path) => {
    const id = await aSubmission({ buildingValue: 1_000_000 });
    const [before] = await locations(broker, id);
    const response = await broker.patch(`/api/submissions/${id}/properties/${before!.id}`, { name: 'Renamed', ...change });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ message, issues: [{ path, message }] });
    expect(await locations(broker, id)).toEqual([before]);
  });

  it('refuses a list with one bad row, naming the row, and adds none of it', async () => {
    const id = await aSubmission();
    const response = await broker.post(`/api/submissions/${id}/properties`, [
      aProperty({ name: 'Good', buildingValue: 10 }),
      aProperty({ name: 'Bad', biValue: -5 }),
    ]);
    expect(response.status).toBe(400);
    expect(response.data.issues).toEqual([{ path: '1.biValue', message: 'Business interruption value must not be negative' }]);
    expect((await locations(broker, id)).map((p) => p.name)).toEqual(['Main Warehouse']);
  });

  it('lets the customer give values on their own schedule, and no other customer', async () => {
    const id = await aSubmission({}, customerEmail);
    const [row] = await locations(customer, id);
    const edited = await customer.patch(`/api/submissions/${id}/properties/${row!.id}`, { buildingValue: 750_000, biValue: 50_000 });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ buildingValue: 750_000, biValue: 50_000, tiv: 800_000, tivComputed: true });
    const refused = await other.patch(`/api/submissions/${id}/properties/${row!.id}`, { buildingValue: 1 });
    expect(refused.status).toBe(404);
    expect((await locations(broker, id))[0]!.buildingValue).toBe(750_000);
  });
});

describe('values read from an uploaded statement of values', () => {
  const workbook = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'SOV');
    return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  };
  const parse = async (bytes: ArrayBuffer) => {
    const form = new FormData();
    form.append('document', new Blob([bytes]), 'sov.xlsx');
    const response = await broker.request('POST', '/api/documents/parse?type=property', { body: form });
    expect(response.status).toBe(200);
    return response.data as ParseResult;
  };

  it('reads the value columns and sums a total, marked computed, when the sheet has no total column', async () => {
    const result = await parse(
      workbook([
        ['Location Name', 'Address', 'City', 'State', 'Bldg Limit', 'Contents', 'Business Interruption', 'Currency'],
        ['HQ', '1 Main St', 'Boston', 'MA', '$1,000,000', '250,000', '1.2M', 'eur'],
        ['Shed', '2 Main St', 'Boston', 'MA', 500_000, null, null, null],
      ]),
    );
    expect(result.properties).toMatchObject([
      {
        name: 'HQ',
        buildingValue: 1_000_000,
        contentsValue: 250_000,
        biValue: 1_200_000,
        currency: 'EUR',
        tiv: 2_450_000,
        tivComputed: true,
      },
      { name: 'Shed', buildingValue: 500_000, tiv: 500_000, tivComputed: true },
    ]);
    const fields = Object.fromEntries(result.mapping!.columns.map((c) => [c.header, c.field]));
    expect(fields).toMatchObject({
      'Bldg Limit': 'buildingValue',
      Contents: 'contentsValue',
      'Business Interruption': 'biValue',
      Currency: 'currency',
    });
  });

  it('keeps a total column as stated and computes none', async () => {
    const result = await parse(
      workbook([
        ['Location Name', 'Address', 'Building Value', 'Contents', 'BI', 'Total Insured Value'],
        ['HQ', '1 Main St', 100_000, 50_000, 10_000, 1_000_000],
        ['Shed', '2 Main St', 10_000, 5_000, null, null],
      ]),
    );
    expect(result.properties[0]).toMatchObject({ buildingValue: 100_000, contentsValue: 50_000, biValue: 10_000, tiv: 1_000_000 });
    expect(result.properties[0]!.tivComputed).toBeUndefined();
    expect(result.properties[1]!.tiv).toBeUndefined();
  });
});
