import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Placing a risk over HTTP against the database: choosing markets with their appetite and hit ratio, each
 * market's moves, the package mailed through the outbox, quotes with their terms, the client's proposal and
 * choice, and binding within the broker's authority; and who may do any of it.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let pending: HttpClient;
let customerEmail: string;
const run = Date.now().toString(36);
const LIMIT = 100_000;

const aCarrier = async (name: string, email: string | null = `${name.replace(/\W/g, '').toLowerCase()}-${run}@carrier.example`) => {
  const created = await broker.post('/api/carriers', {
    name: `${name} ${run} ${Math.random().toString(36).slice(2, 6)}`,
    appetite: [{ product: null, note: `${name} writes mid-market risks` }],
    contacts: email ? [{ name: 'Underwriter', email }] : [],
  });
  expect(created.status).toBe(201);
  return created.data as { id: string; name: string };
};

const aSharedSubmission = async () =>
  (await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } })).submission;

const aQuote = (premium: number, overrides: Record<string, unknown> = {}) => ({
  premium,
  taxes: 420,
  fees: 150,
  commissionRate: 12.5,
  terms: [
    { coverage: 'Building', limit: 2_000_000, deductible: 5000 },
    { coverage: 'Business income', limit: 500_000, deductible: 2500 },
  ],
  subjectivities: ['Signed application'],
  validUntil: '2027-01-31',
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp({ config: { bindAuthorityLimit: LIMIT } });
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: insurer } = await app.signedIn('insurer'));
  customerEmail = `placing-${run}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `other-${run}@example.com` }));
  ({ http: pending } = await app.signedIn('broker', { status: 'pending' }));
});
afterAll(() => app?.close());

describe('markets', () => {
  it('offers the directory with appetite and hit ratio, takes the submission to chosen carriers, and refuses one twice', async () => {
    const submission = await aSharedSubmission();
    const a = await aCarrier('Alpha');
    const b = await aCarrier('Beta');
    const candidates = await broker.get(`/api/submissions/${submission.id}/market-candidates`);
    expect(candidates.status).toBe(200);
    expect(candidates.data.find((c: { carrierId: string }) => c.carrierId === a.id)).toMatchObject({
      name: a.name,
      appetite: ['Alpha writes mid-market risks'],
      productHitRatio: null,
      hasEmail: true,
      marketed: false,
    });
    const chosen = await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id, b.id] });
    expect(chosen.status).toBe(201);
    expect(chosen.data.markets.map((m: { carrier: string; status: string }) => [m.carrier, m.status])).toEqual([
      [a.name, 'asked'],
      [b.name, 'asked'],
    ]);
    expect((await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id] })).status).toBe(409);
    expect((await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [] })).status).toBe(400);
    expect((await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [crypto.randomUUID()] })).status).toBe(400);
    const again = await broker.get(`/api/submissions/${submission.id}/market-candidates`);
    expect(again.data.find((c: { carrierId: string }) => c.carrierId === a.id).marketed).toBe(true);
    const history = (await broker.get(`/api/submissions/${submission.id}`)).data.history;
    expect(history[0]).toMatchObject({ action: 'Markets chosen', audience: 'staff' });
  });

  it('moves a market asked -> indicated -> quoted, declines with a reason, expires and asks again, and refuses a move not allowed', async () => {
    const submission = await aSharedSubmission();
    const [a, b, c] = [await aCarrier('Gamma'), await aCarrier('Delta'), await aCarrier('Epsilon')];
    const markets = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id, b.id, c.id] })).data.markets;
    const path = (i: number) => `/api/submissions/${submission.id}/markets/${markets[i].id}`;

    expect((await broker.patch(path(0), { status: 'indicated' })).data.status).toBe('indicated');
    const quoted = await broker.post(`${path(0)}/quotes`, aQuote(12_000));
    expect(quoted.status).toBe(201);
    expect(quoted.data).toMatchObject({
      premium: 12_000,
      taxes: 420,
      fees: 150,
      commissionRate: 12.5,
      subjectivities: ['Signed application'],
    });
    const placement = (await broker.get(`/api/submissions/${submission.id}/placement`)).data;
    expect(placement.markets[0]).toMatchObject({ status: 'quoted' });
    expect(placement.markets[0].quotes[0].terms).toHaveLength(2);
    // The quote keeps one home: it is one of the submission's quotes too.
    const detail = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(detail.quotes.map((q: { id: string }) => q.id)).toContain(quoted.data.id);

    expect((await broker.patch(path(1), { status: 'declined' })).status).toBe(400);
    const declined = await broker.patch(path(1), { status: 'declined', reason: 'Outside appetite: wood frame' });
    expect(declined.data).toMatchObject({ status: 'declined', declineReason: 'Outside appetite: wood frame' });
    const final = await broker.patch(path(1), { status: 'indicated' });
    expect(final.status).toBe(409);
    expect(final.data.message).toMatch(/final/);
    expect((await broker.post(`${path(1)}/quotes`, aQuote(9000))).status).toBe(409);

    expect((await broker.patch(path(2), { status: 'expired' })).data.status).toBe('expired');
    expect((await broker.patch(path(2), { status: 'asked' })).data.status).toBe('asked');
    expect((await broker.patch(path(2), { status: 'bound' })).status).toBe(400);
    expect((await broker.post(`${path(0)}/quotes`, aQuote(-1))).status).toBe(400);
    expect((await broker.patch(`/api/submissions/${submission.id}/markets/${crypto.randomUUID()}`, { status: 'expired' })).status).toBe(
      404,
    );
  });

  it('mails the package (cover note and chosen documents) through the outbox and records the send', async () => {
    const submission = await aSharedSubmission();
    const email = `package-${run}@carrier.example`;
    const a = await aCarrier('Zeta', email);
    const noMail = await aCarrier('Eta', null);
    const markets = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id, noMail.id] })).data.markets;
    const doc = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name: 'SOV.pdf',
      bytes: files.pdf(),
      type: 'application/pdf',
    });
    expect(doc.status).toBe(201);
    const sent = await broker.post(`/api/submissions/${submission.id}/markets/${markets[0].id}/send`, {
      coverNote: 'Please quote the attached schedule.',
      documentIds: [doc.data.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.data.sends[0]).toMatchObject({
      to: email,
      coverNote: 'Please quote the attached schedule.',
      // The chosen document, then the schedule files written for the package (not stored documents).
      documents: [
        { id: doc.data.id, filename: 'SOV.pdf' },
        { id: null, filename: `${submission.submissionId} locations.xlsx` },
        { id: null, filename: `${submission.submissionId} OED locations.csv` },
        { id: null, filename: `${submission.submissionId} vehicles.xlsx` },
      ],
    });
    const [mail] = await app.db.knex('outbox').where({ recipient: email });
    expect(mail.subject).toContain(submission.submissionId);
    expect(mail.text).toContain('Please quote the attached schedule.');
    const attachments = typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments;
    expect(attachments[0]).toMatchObject({ filename: 'SOV.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const history = (await broker.get(`/api/submissions/${submission.id}`)).data.history;
    expect(history[0]).toMatchObject({ action: 'Package sent', audience: 'staff' });

    const none = await broker.post(`/api/submissions/${submission.id}/markets/${markets[1].id}/send`, { coverNote: 'Hi' });
    expect(none.status).toBe(422);
    const other = (await aSharedSubmission()).id;
    const otherDoc = await broker.upload(`/api/submissions/${other}/documents`, 'document', {
      name: 'x.pdf',
      bytes: files.pdf(),
      type: 'application/pdf',
    });
    const foreign = await broker.post(`/api/submissions/${submission.id}/markets/${markets[0].id}/send`, {
      coverNote: 'Hi',
      documentIds: [otherDoc.data.id],
    });
    expect(foreign.status).toBe(400);
    expect((await broker.post(`/api/submissions/${submission.id}/markets/${markets[0].id}/send`, { coverNote: ' ' })).status).toBe(400);
  });
});

describe('proposal, choice and binding', () => {
  async function quotedSubmission(premiums: number[]) {
    const submission = await aSharedSubmission();
    const carriers = [];
    for (const [i] of premiums.entries()) carriers.push(await aCarrier(`Carrier${i}`));
    carriers.push(await aCarrier('Spare'));
    const markets = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: carriers.map((c) => c.id) })).data
      .markets;
    const quotes = [];
    for (const [i, premium] of premiums.entries())
      quotes.push((await broker.post(`/api/submissions/${submission.id}/markets/${markets[i].id}/quotes`, aQuote(premium))).data);
    return { submission, markets, quotes };
  }

  it('shares a proposal PDF, lets the customer choose, tells staff, and binds into a policy the customer sees', async () => {
    const { submission, markets, quotes } = await quotedSubmission([12_000, 14_500]);
    const proposed = await broker.post(`/api/submissions/${submission.id}/proposals`, {
      quoteIds: quotes.map((q) => q.id),
      message: 'Two options for your renewal.',
    });
    expect(proposed.status).toBe(201);
    expect(proposed.data.options.map((o: { total: number }) => o.total)).toEqual([12_570, 15_070]);
    const pdf = await customer.request('GET', `/api/documents/${proposed.data.documentId}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);

    expect((await customer.get(`/api/submissions/${submission.id}/proposals`)).data).toHaveLength(1);
    expect((await otherCustomer.get(`/api/submissions/${submission.id}/proposals`)).status).toBe(404);
    const path = `/api/submissions/${submission.id}/proposals/${proposed.data.id}/choice`;
    expect((await otherCustomer.post(path, { quoteId: quotes[1].id })).status).toBe(404);
    expect((await broker.post(path, { quoteId: quotes[1].id })).status).toBe(403);
    expect((await customer.post(path, { quoteId: crypto.randomUUID() })).status).toBe(400);
    const chosen = await customer.post(path, { quoteId: quotes[1].id });
    expect(chosen.status).toBe(200);
    expect(chosen.data).toMatchObject({ status: 'chosen', chosenQuoteId: quotes[1].id });
    expect((await customer.post(path, { quoteId: quotes[0].id })).status).toBe(409);
    const staffHistory = (await broker.get(`/api/submissions/${submission.id}`)).data.history;
    expect(staffHistory[0]).toMatchObject({ action: 'Option chosen' });
    const notes = (await broker.get('/api/notifications?limit=50')).data.items as Array<{ title: string; submissionId: string }>;
    expect(notes.some((n) => n.title === 'Client chose an option')).toBe(true);

    const bound = await broker.post(`/api/submissions/${submission.id}/bind`, {});
    expect(bound.status).toBe(201);
    expect(bound.data.markets.map((m: { status: string }) => m.status)).toEqual(['not_taken_up', 'bound', 'not_taken_up']);
    expect(bound.data.policy.policyNumber).toMatch(/^POL-\d{4}-\d{4}$/);
    const policies = (await customer.get('/api/policies')).data as Array<{ policyNumber: string; premium: number }>;
    expect(policies.find((p) => p.policyNumber === bound.data.policy.policyNumber)).toMatchObject({ premium: 14_500 });
    const binding = await app.db.knex('placement_bindings').where({ submission_id: submission.id }).first();
    expect(binding).toMatchObject({ carrier: markets[1].carrier, quote_id: quotes[1].id });
    expect((await broker.post(`/api/submissions/${submission.id}/bind`, {})).status).toBe(409);
    const history = (await broker.get(`/api/submissions/${submission.id}`)).data.history.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['Policy bound', 'Markets not taken up']));
  });

  it('needs a broker manager to bind a premium above the authority limit', async () => {
    const { submission, quotes } = await quotedSubmission([LIMIT + 1]);
    expect((await broker.post(`/api/submissions/${submission.id}/bind`, {})).status).toBe(400);
    const refused = await broker.post(`/api/submissions/${submission.id}/bind`, { quoteId: quotes[0].id, confirmation: 'phone' });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/above your bind authority.*a broker manager binds it/);
    expect((await insurer.post(`/api/submissions/${submission.id}/bind`, { quoteId: quotes[0].id, confirmation: 'phone' })).status).toBe(
      403,
    );
    const bound = await manager.post(`/api/submissions/${submission.id}/bind`, { quoteId: quotes[0].id, confirmation: 'phone' });
    expect(bound.status).toBe(201);
  });

  it('lets a broker bind up to the limit', async () => {
    const { submission, quotes } = await quotedSubmission([LIMIT]);
    expect((await broker.post(`/api/submissions/${submission.id}/bind`, { quoteId: quotes[0].id, confirmation: 'phone' })).status).toBe(
      201,
    );
  });
});

describe('who may', () => {
  it('lets an insurer read the placement but not place; refuses customers, pending accounts and visitors the staff endpoints', async () => {
    const submission = await aSharedSubmission();
    const a = await aCarrier('Theta');
    const market = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id] })).data.markets[0];
    const base = `/api/submissions/${submission.id}`;
    expect((await insurer.get(`${base}/placement`)).status).toBe(200);
    expect((await insurer.post(`${base}/markets`, { carrierIds: [a.id] })).status).toBe(403);
    expect((await insurer.patch(`${base}/markets/${market.id}`, { status: 'expired' })).status).toBe(403);
    for (const http of [customer, otherCustomer, pending]) {
      expect((await http.get(`${base}/placement`)).status).toBe(403);
      expect((await http.get(`${base}/market-candidates`)).status).toBe(403);
      expect((await http.post(`${base}/markets`, { carrierIds: [a.id] })).status).toBe(403);
      expect((await http.patch(`${base}/markets/${market.id}`, { status: 'expired' })).status).toBe(403);
      expect((await http.post(`${base}/markets/${market.id}/send`, { coverNote: 'x' })).status).toBe(403);
      expect((await http.post(`${base}/markets/${market.id}/quotes`, aQuote(1))).status).toBe(403);
      expect((await http.post(`${base}/proposals`, { quoteIds: [market.id] })).status).toBe(403);
      expect((await http.post(`${base}/bind`, {})).status).toBe(403);
    }
    expect((await pending.get(`${base}/proposals`)).status).toBe(403);
    expect((await app.client().get(`${base}/placement`)).status).toBe(401);
    expect((await broker.get(`${base}/placement`)).data.markets[0].status).toBe('asked');
  });
});
