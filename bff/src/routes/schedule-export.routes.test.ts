import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult, Property } from '@workbench/core';
import { aProperty } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A submission's property schedule exported as an OED location file: a CSV download for staff with the
 * published codes written back, which the extractor reads as the same locations; customers (the
 * submission's own included) are refused, and an unknown submission is not found.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let other: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `oed-customer-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: other } = await app.signedIn('customer', { email: `oed-other-${Date.now()}@example.com` }));
});
afterAll(() => app?.close());

const LOCATIONS = [
  aProperty({
    name: 'HQ',
    address: '125 Commerce Dr',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    constructionType: 'Wood, Wood frame',
    occupancyType: 'Commercial, Warehouse',
    sprinklered: false,
    ownership: 'Owner',
    buildingValue: 1_000_000,
    contentsValue: 250_000,
    biValue: 100_000,
    otherValue: 5_000,
  }),
  aProperty({
    name: 'Depot',
    address: '9 Harbour Rd',
    city: 'Salem',
    state: 'MA',
    zipCode: '01970',
    constructionType: 'Masonry, Joisted masonry',
    occupancyType: 'Commercial, Retail trade',
    sprinklered: false,
    ownership: 'Tenant',
    buildingValue: 500_000,
    contentsValue: 50_000,
    biValue: 20_000,
    otherValue: 1_000,
    currency: 'EUR',
  }),
];

async function aSchedule(email = `oed-${Date.now()}-${Math.random()}@example.com`) {
  const { submission } = await aSubmissionFor(broker, {
    client: { email },
    submission: {
      shareWithClient: true,
      coverages: [{ coverage: 'property', limit: 1_000_000, deductible: 5000, properties: LOCATIONS }],
    },
  });
  return submission as { id: string; submissionId: string };
}

const rows = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

describe('GET /api/submissions/:id/schedule/oed', () => {
  it('answers a CSV download named for the submission, with the OED codes of each location', async () => {
    const { id, submissionId } = await aSchedule();
    const response = await broker.get(`/api/submissions/${id}/schedule/oed`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${submissionId}-locations-OED.csv"`);
    const [header, hq, depot] = rows(response.text);
    const col = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)];
    expect(col(hq, 'AccNumber')).toBe(submissionId);
    expect(col(hq, 'LocNumber')).toBe('1');
    expect(col(hq, 'ConstructionCode')).toBe('5050');
    expect(col(hq, 'OccupancyCode')).toBe('1122');
    expect(col(hq, 'IsTenant')).toBe('0');
    expect(col(hq, 'CountryCode')).toBe('US');
    expect(col(hq, 'BuildingTIV')).toBe('1000000');
    expect(col(depot, 'ConstructionCode')).toBe('5108');
    expect(col(depot, 'OccupancyCode')).toBe('1101');
    expect(col(depot, 'IsTenant')).toBe('1');
    expect(col(depot, 'LocCurrency')).toBe('EUR');
  });

  it('reads back through the extractor as the same locations and values', async () => {
    const { id } = await aSchedule();
    const stored = (await broker.get(`/api/submissions/${id}`)).data.properties as Property[];
    const csv = (await broker.get(`/api/submissions/${id}/schedule/oed`)).text;
    const form = new FormData();
    form.append('document', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
    const parsed = await broker.request('POST', '/api/documents/parse?type=property', { body: form });
    expect(parsed.status).toBe(200);
    const read = (parsed.data as ParseResult).properties;
    expect(read).toHaveLength(stored.length);
    const fields = [
      'name',
      'address',
      'city',
      'state',
      'zipCode',
      'yearBuilt',
      'constructionType',
      'occupancyType',
      'squareFootage',
      'stories',
      'sprinklered',
      'ownership',
      'buildingValue',
      'contentsValue',
      'biValue',
      'otherValue',
      'currency',
    ] as const;
    read.forEach((p, i) => {
      for (const f of fields) expect([f, p[f]]).toEqual([f, stored[i]![f]]);
    });
  });

  it('refuses customers, the submission’s own and another, and changes nothing', async () => {
    const { id } = await aSchedule(customerEmail);
    expect((await customer.get(`/api/submissions/${id}`)).status).toBe(200);
    const own = await customer.get(`/api/submissions/${id}/schedule/oed`);
    expect(own.status).toBe(403);
    expect(own.text).not.toContain('ConstructionCode');
    const another = await other.get(`/api/submissions/${id}/schedule/oed`);
    expect(another.status).toBe(403);
    expect(another.text).not.toContain('ConstructionCode');
  });

  it('answers 404 for an unknown submission and 401 when signed out', async () => {
    expect((await broker.get('/api/submissions/SUB-1999-99999/schedule/oed')).status).toBe(404);
    expect((await broker.get('/api/submissions/00000000-0000-0000-0000-000000000000/schedule/oed')).status).toBe(404);
    const anonymous = await app.client();
    expect((await anonymous.get(`/api/submissions/${(await aSchedule()).id}/schedule/oed`)).status).toBe(401);
  });
});
