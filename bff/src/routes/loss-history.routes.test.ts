import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aNewPolicy } from '@workbench/adapters/testing/builders.ts';
import { confirmationOf, type LossClaimInput, type LossHistory, type LossRunReview } from '@workbench/core';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A client's loss history over HTTP against the database: a carrier's loss run is read for review and no
 * claim is stored until the broker confirms it, the loss run then kept with its file for download; confirmed claims are one per carrier and claim number across
 * uploads, a newer valuation updating an older one and both dates kept; staff correct a claim over the version
 * they read; the summary adds up each policy year in cents and shows years with no loss run as missing; the
 * client's own customer reads it, and no one else does.
 */
const FIXTURES = join(import.meta.dirname, '../../../adapters/fixtures/loss-runs');
const practice = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, 'practice', name)));
const truth = (name: string): LossClaimInput[] => JSON.parse(readFileSync(join(FIXTURES, 'practice', `${name}.truth.json`), 'utf8')).claims;

let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let stranger: HttpClient;
let underwriter: HttpClient;
let pending: HttpClient;
let clientId: string;
let customerEmail: string;

const read = (http: HttpClient, id: string, name: string) =>
  http.upload(`/api/clients/${id}/loss-history/read`, 'document', { name, bytes: practice(name) });
const historyOf = async (http: HttpClient, id = clientId): Promise<LossHistory> => {
  const response = await http.get(`/api/clients/${id}/loss-history`);
  expect(response.status).toBe(200);
  return response.data;
};
const aClient = async (email = `loss-${crypto.randomUUID()}@example.com`) =>
  (await broker.post('/api/clients', aClientBody({ email }))).data.id as string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `loss-owner-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: stranger } = await app.signedIn('customer', { email: `loss-stranger-${Date.now()}@example.com` }));
  const carrier = await app.db.uow.run((repos) =>
    repos.carriers.create({ name: `Loss Carrier ${Date.now()}`, active: true, appetite: [], contacts: [] }, new Date().toISOString()),
  );
  ({ http: underwriter } = await app.signedIn('insurer', { carrierId: carrier.id }));
  ({ http: pending } = await app.signedIn('broker', { status: 'pending' }));
  clientId = await aClient(customerEmail);
});
afterAll(() => app?.close());

describe('reading a loss run for review', () => {
  it('answers the claims with their confidence and sources, and the file by its digest, storing no claim', async () => {
    const response = await read(broker, clientId, 'evergreen-practice.pdf');
    expect(response.status).toBe(200);
    const review = response.data as LossRunReview;
    expect(review.documentType).toBe('loss');
    expect(review.file).toEqual({ filename: 'evergreen-practice.pdf', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(confirmationOf(review).claims).toEqual(truth('evergreen-practice.pdf'));
    expect(review.claims[0]!.claimNumber.source).toEqual({ page: expect.any(Number), line: expect.any(Number) });
    expect((await historyOf(broker)).claims).toEqual([]);
    expect(Number((await app.db.knex('loss_claims').where({ client_id: clientId }).count('* as n').first())!.n)).toBe(0);
  });

  it('refuses a document that is not a loss run with 422 and the reader’s message', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'heldout', 'not-a-loss-run.pdf')));
    const response = await broker.upload(`/api/clients/${clientId}/loss-history/read`, 'document', { name: 'invoice.pdf', bytes });
    expect(response.status).toBe(422);
    expect(response.data.message).toBe(
      'The document is not a loss run: no claims table (claim number, date of loss, amounts) was found in it.',
    );
  });

  it('asks for a file when none is sent', async () => {
    const response = await broker.request('POST', `/api/clients/${clientId}/loss-history/read`, { body: new FormData() });
    expect(response.status).toBe(400);
  });
});

describe('confirming a reviewed loss run', () => {
  let confirmed: LossHistory;

  beforeAll(async () => {
    await app.db.uow.run((repos) =>
      repos.policies.create(aNewPolicy(clientId, { premium: 50_000, effectiveDate: '2023-10-01', expirationDate: '2024-10-01' })),
    );
    const review = (await read(broker, clientId, 'evergreen-practice.pdf')).data as LossRunReview;
    const response = await broker.post(`/api/clients/${clientId}/loss-runs`, confirmationOf(review));
    expect(response.status).toBe(201);
    confirmed = response.data;
  });

  it('stores the claims in integer cents with their valuation and source file', async () => {
    const expected = truth('evergreen-practice.pdf');
    expect(confirmed.claims).toHaveLength(expected.length);
    const first = confirmed.claims.find((c) => c.claimNumber === expected[0]!.claimNumber)!;
    expect(first).toMatchObject({ ...expected[0], valuationDate: '2026-11-30', valuationDates: ['2026-11-30'], version: 1 });
    expect(first.source?.filename).toBe('evergreen-practice.pdf');
    expect((await historyOf(broker)).claims).toEqual(confirmed.claims);
  });

  it('sums each policy year, with the loss ratio from the premium on file, and shows years without a loss run as missing', async () => {
    const year = new Date().getUTCFullYear();
    const claims = truth('evergreen-practice.pdf');
    const of2023 = claims.filter((c) => c.policyTerm!.start.startsWith('2023'));
    const incurred = of2023.reduce((sum, c) => sum + c.incurred, 0);
    expect(confirmed.summary.map((y) => y.year)).toEqual([year, year - 1, year - 2, year - 3, year - 4]);
    expect(confirmed.summary.find((y) => y.year === 2023)).toEqual({
      year: 2023,
      missing: false,
      claimCount: of2023.length,
      incurred,
      paid: of2023.reduce((sum, c) => sum + c.paid, 0),
      openReserves: of2023.filter((c) => c.status !== 'closed').reduce((sum, c) => sum + c.reserve, 0),
      largestLoss: Math.max(...of2023.map((c) => c.incurred)),
      // Claims per 100,000.00 of premium: 50,000.00 is half of it.
      frequency: of2023.length * 2,
      severity: Math.round(incurred / of2023.length),
      premium: 5_000_000,
      lossRatio: Math.round((incurred / 5_000_000) * 10_000) / 10_000,
    });
    const onFile = new Set(claims.map((c) => Number(c.policyTerm!.start.slice(0, 4))));
    for (const y of confirmed.summary.filter((s) => !onFile.has(s.year)))
      expect(y).toMatchObject({ missing: true, claimCount: null, incurred: null, lossRatio: null });
  });

  it('keeps one claim per carrier and claim number: a newer valuation updates it, an older one only adds its date', async () => {
    const review = (await read(broker, clientId, 'evergreen-practice.pdf')).data as LossRunReview;
    const body = confirmationOf(review);
    const [first] = body.claims;
    const newer = {
      ...body,
      valuationDate: '2026-12-01',
      claims: [{ ...first!, status: 'closed' as const, paid: first!.paid + 100, reserve: 0 }],
    };
    expect((await broker.post(`/api/clients/${clientId}/loss-runs`, newer)).status).toBe(201);
    const older = { ...body, valuationDate: '2025-11-30', claims: [{ ...first!, paid: 1 }] };
    const after = (await broker.post(`/api/clients/${clientId}/loss-runs`, older)).data as LossHistory;
    expect(after.claims).toHaveLength(body.claims.length);
    const claim = after.claims.find((c) => c.claimNumber === first!.claimNumber)!;
    expect(claim).toMatchObject({
      status: 'closed',
      paid: first!.paid + 100,
      reserve: 0,
      valuationDate: '2026-12-01',
      valuationDates: ['2025-11-30', '2026-11-30', '2026-12-01'],
    });
    const entries = after.history.filter((h) => h.claimNumber === first!.claimNumber).map((h) => h.action);
    expect(entries).toEqual(['Older valuation', 'Claim updated', 'Claim added']);
  });

  it('lets staff correct a claim over the version they read, with its history', async () => {
    const [claim] = (await historyOf(broker)).claims;
    const path = `/api/clients/${clientId}/loss-claims/${claim!.id}`;
    const stale = await broker.request('PATCH', path, {
      json: { adjuster: 'A. Stale' },
      headers: { 'If-Match': `"${claim!.version + 1}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current).toMatchObject({ id: claim!.id, version: claim!.version });
    const edited = await broker.request('PATCH', path, { json: { incurred: 123_456 }, headers: { 'If-Match': `"${claim!.version}"` } });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ incurred: 123_456, version: claim!.version + 1 });
    expect(edited.headers.get('etag')).toBe(`"${claim!.version + 1}"`);
    const entry = (await historyOf(broker)).history[0];
    expect(entry).toMatchObject({ claimNumber: claim!.claimNumber, action: 'Claim edited' });
    expect(entry!.details).toMatch(/^Incurred: \$[\d,]+\.\d\d → \$1,234\.56$/);
    expect((await broker.patch(path, { status: 'lost' })).status).toBe(400);
    expect((await broker.patch(`/api/clients/${await aClient()}/loss-claims/${claim!.id}`, { adjuster: 'X' })).status).toBe(404);
  });

  it('writes the confirmation to the client’s history', async () => {
    const page = await broker.get(`/api/clients/${clientId}`);
    expect(page.data.history.map((h: { action: string }) => h.action)).toContain('Loss run confirmed');
  });
});

/** The bytes a download answers, as they came. */
const downloaded = async (http: HttpClient, path: string) => {
  const response = await fetch(http.baseUrl + path, { headers: { cookie: http.cookieHeader() } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const fileOf = (id: string, runId: string) => `/api/clients/${id}/loss-runs/${runId}/file`;
const keptFiles = async (id: string) => Number((await app.db.knex('loss_run_files').where({ client_id: id }).count('* as n').first())!.n);

describe('the file a loss run was read from', () => {
  let fileClient: string;
  let run: LossHistory['lossRuns'][number];

  beforeAll(async () => {
    // The client whose loss runs above were all read from this one file.
    fileClient = clientId;
    const first = (await read(broker, fileClient, 'evergreen-practice.pdf')).data as LossRunReview;
    const again = (await read(broker, fileClient, 'evergreen-practice.pdf')).data as LossRunReview;
    expect(again.file).toEqual(first.file);
    const confirmed = await broker.post(`/api/clients/${fileClient}/loss-runs`, confirmationOf(again));
    expect(confirmed.status).toBe(201);
    [run] = (confirmed.data as LossHistory).lossRuns;
  });

  it('is kept once however often it is read, and listed with the loss run on file', async () => {
    expect(await keptFiles(fileClient)).toBe(1);
    const claims = truth('evergreen-practice.pdf');
    const terms = [...new Map(claims.map((c) => [c.policyTerm!.start, c.policyTerm!])).values()];
    expect(run).toEqual({
      id: expect.any(String),
      submissionId: null,
      carriers: [...new Set(claims.map((c) => c.carrier!))].sort(),
      valuationDate: '2026-11-30',
      terms: expect.arrayContaining(terms),
      claimCount: claims.length,
      confirmedBy: expect.any(String),
      confirmedAt: expect.any(String),
      file: { filename: 'evergreen-practice.pdf', size: practice('evergreen-practice.pdf').byteLength, mimeType: 'application/pdf' },
    });
    expect(run.terms).toHaveLength(terms.length);
    const { lossRuns } = await historyOf(customer, fileClient);
    expect(lossRuns[0]).toEqual(run);
    expect(lossRuns.map((r) => r.file?.filename)).toEqual(lossRuns.map(() => 'evergreen-practice.pdf'));
  });

  it('is downloaded byte for byte by staff and by the client’s own customer', async () => {
    for (const http of [broker, customer]) {
      const file = await downloaded(http, fileOf(fileClient, run.id));
      expect(file.status).toBe(200);
      expect(file.bytes).toEqual(practice('evergreen-practice.pdf'));
      expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="evergreen-practice\.pdf"/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers another customer 404, refuses a carrier’s underwriter and an account not yet approved, and knows no other run', async () => {
    expect((await stranger.get(fileOf(fileClient, run.id))).status).toBe(404);
    expect((await underwriter.get(fileOf(fileClient, run.id))).status).toBe(403);
    expect((await pending.get(fileOf(fileClient, run.id))).status).toBe(403);
    expect((await broker.get(fileOf(fileClient, crypto.randomUUID()))).status).toBe(404);
    expect((await broker.get(fileOf(await aClient(), run.id))).status).toBe(404);
  });

  it('refuses a customer the staff-only reading and confirming, their own client’s or not', async () => {
    const before = (await historyOf(broker, fileClient)).lossRuns;
    for (const http of [customer, stranger]) {
      expect((await read(http, fileClient, 'evergreen-practice.pdf')).status).toBe(403);
      const body = confirmationOf((await read(broker, fileClient, 'evergreen-practice.pdf')).data);
      expect((await http.post(`/api/clients/${fileClient}/loss-runs`, body)).status).toBe(403);
    }
    expect((await historyOf(broker, fileClient)).lossRuns).toEqual(before);
  });

  it('drops a file no one confirmed a day after it was read, at the next reading, and keeps a confirmed one', async () => {
    const unconfirmed = await aClient();
    const review = (await read(broker, unconfirmed, 'evergreen-practice.pdf')).data as LossRunReview;
    expect(await keptFiles(unconfirmed)).toBe(1);
    const dayAndMore = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await app.db.knex('loss_run_files').whereIn('client_id', [unconfirmed, fileClient]).update({ read_at: dayAndMore });
    expect((await read(broker, await aClient(), 'evergreen-practice.pdf')).status).toBe(200);
    expect(await keptFiles(unconfirmed)).toBe(0);
    expect(await keptFiles(fileClient)).toBe(1);
    expect((await downloaded(broker, fileOf(fileClient, run.id))).status).toBe(200);
    const late = await broker.post(`/api/clients/${unconfirmed}/loss-runs`, confirmationOf(review));
    expect(late.status).toBe(400);
    expect(late.data.message).toBe('The loss run file is no longer kept: read it again to confirm its claims');
  });
});

describe('a loss run the client’s customer hands in', () => {
  const handIn = (http: HttpClient, id: string, name: string) =>
    http.upload(`/api/clients/${id}/loss-runs/waiting`, 'document', { name, bytes: practice(name) });
  const waitingPath = (id: string, fileId: string) => `/api/clients/${id}/loss-runs/waiting/${fileId}`;

  it('waits for the broker’s review, storing no claim, and the broker confirms it from the same review', async () => {
    const before = await historyOf(broker);
    const handedIn = await handIn(customer, clientId, 'atlas-practice.pdf');
    expect(handedIn.status).toBe(201);
    const seen = handedIn.data as LossHistory;
    expect(seen.editable).toBe(false);
    expect(seen.claims).toEqual(before.claims);
    expect(seen.waiting).toEqual([
      {
        id: expect.any(String),
        filename: 'atlas-practice.pdf',
        size: practice('atlas-practice.pdf').byteLength,
        handedInBy: expect.any(String),
        handedInAt: expect.any(String),
      },
    ]);
    const [waiting] = (await historyOf(broker)).waiting;
    expect(waiting).toEqual(seen.waiting[0]);
    const review = await broker.post(`${waitingPath(clientId, waiting!.id)}/read`);
    expect(review.status).toBe(200);
    expect(confirmationOf(review.data).claims).toEqual(truth('atlas-practice.pdf'));
    const confirmed = await broker.post(`/api/clients/${clientId}/loss-runs`, confirmationOf(review.data));
    expect(confirmed.status).toBe(201);
    const after = confirmed.data as LossHistory;
    expect(after.waiting).toEqual([]);
    expect(after.lossRuns[0]!.file?.filename).toBe('atlas-practice.pdf');
    const file = await downloaded(customer, fileOf(clientId, after.lossRuns[0]!.id));
    expect(file.bytes).toEqual(practice('atlas-practice.pdf'));
    expect((await broker.post(`${waitingPath(clientId, waiting!.id)}/read`)).status).toBe(404);
  });

  it('is discarded by staff, storing none of it', async () => {
    const { waiting } = (await handIn(customer, clientId, 'granite-gl.pdf')).data as LossHistory;
    expect((await customer.delete(waitingPath(clientId, waiting[0]!.id))).status).toBe(403);
    const discarded = await broker.delete(waitingPath(clientId, waiting[0]!.id));
    expect(discarded.status).toBe(200);
    expect((discarded.data as LossHistory).waiting).toEqual([]);
    expect((await broker.delete(waitingPath(clientId, waiting[0]!.id))).status).toBe(404);
  });

  it('answers another customer 404, refuses an account not yet approved and a carrier’s underwriter, and the customer the review', async () => {
    expect((await handIn(stranger, clientId, 'granite-gl.pdf')).status).toBe(404);
    expect((await handIn(pending, clientId, 'granite-gl.pdf')).status).toBe(403);
    expect((await handIn(underwriter, clientId, 'granite-gl.pdf')).status).toBe(403);
    const { waiting } = (await handIn(customer, clientId, 'granite-gl.pdf')).data as LossHistory;
    expect((await customer.post(`${waitingPath(clientId, waiting[0]!.id)}/read`)).status).toBe(403);
    expect((await stranger.post(`${waitingPath(clientId, waiting[0]!.id)}/read`)).status).toBe(403);
    expect((await broker.post(`${waitingPath(await aClient(), waiting[0]!.id)}/read`)).status).toBe(404);
    expect((await stranger.get(`/api/clients/${clientId}/loss-history`)).status).toBe(404);
    expect((await broker.delete(waitingPath(clientId, waiting[0]!.id))).status).toBe(200);
  });

  it('refuses a document that is not a loss run, keeping nothing waiting', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'heldout', 'not-a-loss-run.pdf')));
    const response = await customer.upload(`/api/clients/${clientId}/loss-runs/waiting`, 'document', { name: 'invoice.pdf', bytes });
    expect(response.status).toBe(422);
    expect((await historyOf(broker)).waiting).toEqual([]);
  });
});

describe('who reaches a loss history', () => {
  it('lets the client’s own customer read it, without the change history, and change nothing', async () => {
    const own = await historyOf(customer);
    expect(own.editable).toBe(false);
    expect(own.claims.length).toBeGreaterThan(0);
    expect(own.history).toEqual([]);
    expect((await read(customer, clientId, 'evergreen-practice.pdf')).status).toBe(403);
    expect((await customer.post(`/api/clients/${clientId}/loss-runs`, { claims: [] })).status).toBe(403);
    expect((await customer.patch(`/api/clients/${clientId}/loss-claims/${own.claims[0]!.id}`, { adjuster: 'X' })).status).toBe(403);
  });

  it('answers another customer 404, and refuses a carrier’s underwriter and an account not yet approved', async () => {
    expect((await stranger.get(`/api/clients/${clientId}/loss-history`)).status).toBe(404);
    expect((await underwriter.get(`/api/clients/${clientId}/loss-history`)).status).toBe(403);
    expect((await pending.get(`/api/clients/${clientId}/loss-history`)).status).toBe(403);
    expect((await broker.get(`/api/clients/${crypto.randomUUID()}/loss-history`)).status).toBe(404);
  });
});
