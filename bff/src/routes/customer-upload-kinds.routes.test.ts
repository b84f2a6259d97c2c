import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makeXlsx } from '@workbench/adapters/seed/files.ts';
import { CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * POST /api/documents/parse over HTTP: a customer sends PDF, Excel, JPEG or PNG only, judged by the name
 * and by the bytes, and is told which kinds to send; the broker's screens keep the reader's wider list.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let customerEmail: string;

const ROWS = [{ Name: 'Plant A', Address: '1 Main St', City: 'Austin', State: 'TX', 'Year Built': 1990 }];
const CSV = 'Name,Address,City,State,Year Built\nPlant A,1 Main St,Austin,TX,1990\n';
const parse = (http: HttpClient, file: { name: string; bytes: Uint8Array | string; type?: string }) =>
  http.upload('/api/documents/parse?type=property', 'document', file);

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `upload-kinds-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
});
afterAll(() => app?.close());

describe("the customer's upload kinds", () => {
  it.each([
    ['a CSV', { name: 'locations.csv', bytes: CSV, type: 'text/csv' }],
    ['a JSON file', { name: 'locations.json', bytes: JSON.stringify(ROWS), type: 'application/json' }],
    ['a CSV renamed to .xlsx', { name: 'locations.xlsx', bytes: CSV, type: 'application/vnd.ms-excel' }],
    ['a workbook renamed to .csv', { name: 'locations.csv', bytes: makeXlsx('Locations', ROWS), type: 'text/csv' }],
    ['a text file', { name: 'notes.txt', bytes: 'hello', type: 'text/plain' }],
  ])('refuses %s from a customer with 415 naming the kinds to send, and changes nothing', async (_, file) => {
    const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
    const before = (await customer.get(`/api/submissions/${submission.id}`)).data;

    const response = await parse(customer, file);
    expect(response.status).toBe(415);
    expect(response.data).toMatchObject({ message: CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE });
    expect(CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE).toBe('Unsupported file format: Please upload a PDF, Excel, JPEG or PNG file.');

    expect((await customer.get(`/api/submissions/${submission.id}`)).data).toEqual(before);
  });

  it('reads an Excel workbook from a customer', async () => {
    const response = await parse(customer, { name: 'Locations.xlsx', bytes: makeXlsx('Locations', ROWS) });
    expect(response.status).toBe(200);
    expect(response.data.properties).toHaveLength(1);
    expect(response.data.properties[0]).toMatchObject({ address: '1 Main St', city: 'Austin' });
  });

  it.each([
    ['a PDF', { name: 'schedule.pdf', bytes: makePdf('Schedule of locations', ['Plant A, 1 Main St, Austin, TX']) }],
    ['a PNG', { name: 'scan.png', bytes: files.png() }],
  ])('takes %s from a customer to the reader (never refused for its kind)', async (_, file) => {
    const response = await parse(customer, file);
    expect(response.status).not.toBe(415);
  });

  it('still reads a CSV for the broker', async () => {
    const response = await parse(broker, { name: 'locations.csv', bytes: CSV, type: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.data.properties).toHaveLength(1);
  });
});
