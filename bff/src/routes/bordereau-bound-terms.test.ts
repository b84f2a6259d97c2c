import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The premium bordereau of a policy a placement bound, over HTTP: the carrier, taxes, fees and commission
 * are the bound terms', as the workbook's cells hold them.
 */
let app: TestApp;
let broker: HttpClient;
const today = new Date().toISOString().slice(0, 10);

async function workbookRows(path: string) {
  const response = await fetch(app.url + path, { headers: { cookie: broker.cookieHeader() } });
  expect(response.status).toBe(200);
  const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!, { defval: null });
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('the bordereau of a bound placement', () => {
  it('carries the taxes, fees and commission the placement bound, under the binding carrier', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: `Bound Bakery ${Date.now()}` }));
    const submission = (await broker.post('/api/submissions', aSubmissionBody(client.data.id))).data;
    const carrierName = `Bordereau Re ${Date.now()}`;
    const carrier = await broker.post('/api/carriers', { name: carrierName, contacts: [{ name: 'U', email: 'u@bdx.example' }] });
    const market = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrier.data.id] })).data.markets[0];
    const quote = await broker.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
      premium: 10_000,
      taxes: 420,
      fees: 150,
      commissionRate: 12.5,
    });
    const bound = await broker.post(`/api/submissions/${submission.id}/bind`, { quoteId: quote.data.id, confirmation: 'phone' });
    expect(bound.status, bound.text).toBe(201);

    const rows = await workbookRows(`/api/reports/bordereau?month=${today.slice(0, 7)}&carrier=${encodeURIComponent(carrierName)}`);
    expect(rows).toEqual([
      expect.objectContaining({
        Carrier: carrierName,
        'Policy number': bound.data.policy.policyNumber,
        'Gross premium': 10_000,
        Taxes: 420,
        Fees: 150,
        Commission: 1250,
        Submission: submission.submissionId,
      }),
    ]);
    expect((await broker.get('/api/reports/carriers')).data).toContain(carrierName);
  });
});
