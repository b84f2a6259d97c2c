import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { aClientBody, aQuote, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Reports over HTTP: each report streams as an xlsx with typed cells and as a CSV, staff only, its row
 * count ahead in a header, and every download lands in the person's workspace.
 */
let app: TestApp;
let broker: HttpClient;
let brokerName: string;
let submissionRef: string;
const today = new Date().toISOString().slice(0, 10);
const period = `from=${today}&to=${today}`;

/** The raw bytes of a download (the test client reads bodies as text). */
async function download(http: HttpClient, path: string) {
  const response = await fetch(app.url + path, { headers: { cookie: http.cookieHeader() } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const sheetOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: true, cellNF: true });
  return book.Sheets[book.SheetNames[0]!]!;
};
/** The data rows below the header, as SheetJS reads them (typed values). */
const rowsOf = (bytes: Buffer) => XLSX.utils.sheet_to_json<Record<string, unknown>>(sheetOf(bytes), { defval: null });

beforeAll(async () => {
  app = await startTestApp();
  const signed = await app.signedIn('broker');
  broker = signed.http;
  brokerName = signed.user.fullName;
  const client = await broker.post('/api/clients', aClientBody({ name: `Bordereau Bakery ${Date.now()}` }));
  const submission = await broker.post('/api/submissions', aSubmissionBody(client.data.id, { dueDate: '2030-06-30' }));
  submissionRef = submission.data.submissionId;
  await broker.post(`/api/submissions/${submission.data.id}/quotes`, aQuote({ carrier: 'Northwind Mutual', status: 'Approved' }));
  await broker.post(`/api/submissions/${submission.data.id}/quotes`, aQuote({ carrier: 'Other Carrier', status: 'Declined' }));
  await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-BDX-${Date.now()}`,
      clientId: client.data.id,
      submissionId: submission.data.id,
      status: 'active',
      product: 'commercial_property',
      premium: 12500.5,
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-14',
    }),
  );
});
afterAll(() => app?.close());

describe('premium bordereau', () => {
  it('lists the month’s policies by the carrier that bound them, dates as dates and premium as a number', async () => {
    const file = await download(broker, '/api/reports/bordereau?month=2026-03&carrier=northwind%20mutual');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain('premium-bordereau-2026-03-northwind-mutual.xlsx');
    expect(file.headers.get('x-report-rows')).toBe('1');
    const sheet = sheetOf(file.bytes);
    expect(sheet['A2']).toMatchObject({ t: 's', v: 'Northwind Mutual' });
    expect(sheet['E2']!.t).toBe('d');
    expect((sheet['E2']!.v as Date).toISOString().slice(0, 10)).toBe('2026-03-15');
    expect(sheet['H2']).toMatchObject({ t: 'n', v: 12500.5, z: '#,##0.00' });
    const [row] = rowsOf(file.bytes);
    expect(row).toMatchObject({ Carrier: 'Northwind Mutual', Taxes: null, Fees: null, Commission: null, Submission: submissionRef });
  });

  it('is empty for a carrier that bound nothing that month, and for a month without policies', async () => {
    expect(rowsOf((await download(broker, '/api/reports/bordereau?month=2026-03&carrier=Other%20Carrier')).bytes)).toEqual([]);
    expect(rowsOf((await download(broker, '/api/reports/bordereau?month=2026-04')).bytes)).toEqual([]);
  });

  it('names the carriers with bound quotes', async () => {
    expect((await broker.get('/api/reports/carriers')).data).toEqual(['Northwind Mutual']);
  });
});

describe('submissions register, SLA report and audit extract', () => {
  it('registers the period’s submissions in xlsx and CSV alike', async () => {
    const xlsx = rowsOf((await download(broker, `/api/reports/submissions?${period}`)).bytes);
    expect(xlsx).toHaveLength(1);
    expect(xlsx[0]).toMatchObject({
      Submission: submissionRef,
      Status: 'Pending',
      'Assigned to': null,
      'Rating score': expect.any(Number),
    });
    expect(xlsx[0]!['Due date']).toBeInstanceOf(Date);
    const csv = await download(broker, `/api/reports/submissions?${period}&format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toContain('Submission,Client,Product');
    expect(lines[1]).toContain(`${submissionRef},Bordereau Bakery`);
    expect(lines[1]).toContain(',2030-06-30,');
  });

  it('measures each submission against its due date', async () => {
    const [row] = rowsOf((await download(broker, `/api/reports/sla?${period}`)).bytes);
    expect(row).toMatchObject({ Submission: submissionRef, SLA: 'On track', 'Days late': 0 });
  });

  it('extracts every history entry of the period with who, what and when', async () => {
    const rows = rowsOf((await download(broker, `/api/reports/audit?${period}`)).bytes);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => [r['Record type'], r['Record'], r['Who']])).toContainEqual([
      'Submission',
      submissionRef,
      `${brokerName} (broker)`,
    ]);
    expect(new Set(rows.map((r) => r['Record']))).toEqual(new Set([submissionRef]));
    expect(rows.map((r) => r['What'])).toContain('Quote added');
    expect(rows[0]!['When (UTC)']).toBeInstanceOf(Date);
  });

  it('refuses a period backwards, a bad month or format, and an unknown report', async () => {
    expect((await broker.get(`/api/reports/submissions?from=${today}&to=2000-01-01`)).status).toBe(400);
    expect((await broker.get('/api/reports/bordereau?month=2026-13')).status).toBe(400);
    expect((await broker.get('/api/reports/bordereau')).status).toBe(400);
    expect((await broker.get(`/api/reports/audit?${period}&format=pdf`)).status).toBe(400);
    expect((await broker.get(`/api/reports/anything?${period}`)).status).toBe(400);
  });
});

describe('who may run reports', () => {
  it('lets broker managers and insurers run them as brokers do', async () => {
    for (const role of ['broker_manager', 'insurer'] as const) {
      const { http } = await app.signedIn(role);
      expect((await download(http, `/api/reports/submissions?${period}&format=csv`)).status).toBe(200);
    }
  });

  it('refuses customers, accounts awaiting approval and visitors, recording nothing', async () => {
    const { http: customer } = await app.signedIn('customer');
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    const recorded = async () => Number((await app.db.knex('report_downloads').count({ n: '*' }))[0]!.n);
    const before = await recorded();
    for (const path of [
      `/api/reports/submissions?${period}`,
      '/api/reports/bordereau?month=2026-03',
      '/api/reports/carriers',
      '/api/reports/downloads',
    ]) {
      expect((await customer.get(path)).status).toBe(403);
      expect((await pending.get(path)).status).toBe(403);
      expect((await app.client().get(path)).status).toBe(401);
    }
    expect(await recorded()).toBe(before);
  });
});

describe('downloads in the workspace', () => {
  it('records each report the person downloaded, newest first, with what it was run for', async () => {
    const { http } = await app.signedIn('broker');
    await download(http, '/api/reports/bordereau?month=2026-03');
    await download(http, `/api/reports/audit?${period}&format=csv`);
    const recent = (await http.get('/api/reports/downloads')).data;
    expect(recent.map((d: { kind: string; format: string }) => `${d.kind}.${d.format}`)).toEqual(['audit.csv', 'bordereau.xlsx']);
    expect(recent[1]).toMatchObject({ params: { month: '2026-03' }, filename: 'premium-bordereau-2026-03.xlsx' });
    expect((await http.get('/api/workspace')).data.downloads).toHaveLength(2);
  });
});
