import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aNewPolicy } from '@workbench/adapters/testing/builders.ts';
import { aClientBody, files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Claims over HTTP: a customer reports a loss on their own policy with photos, staff acknowledge and work
 * it, both talk on it, the customer is mailed, and no one else ever sees it.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let customerEmail: string;
let policyId: string;
let foreignPolicyId: string;

const aPolicy = async (clientId: string, policyNumber: string) =>
  (await app.db.uow.run((repos) => repos.policies.create(aNewPolicy(clientId, { policyNumber })))).id;

const aReport = (overrides: Record<string, unknown> = {}) => ({
  policyId,
  lossDate: '2026-06-02',
  location: '100 Main St, Springfield, IL',
  description: 'A burst pipe flooded the warehouse floor.',
  estimatedAmount: 12500,
  ...overrides,
});

async function reportWithPhoto(http: HttpClient, overrides: Record<string, unknown> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(aReport(overrides))) form.append(k, String(v));
  form.append('documents', new Blob([files.png()]), 'water-damage.png');
  return http.request('POST', '/api/claims', { body: form });
}

const mailsTo = async (email: string) =>
  (await app.db.knex('outbox').where({ recipient: email }).orderBy('seq')).map((m) => m.subject as string);

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `claims-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  const mine = await broker.post('/api/clients', aClientBody({ email: customerEmail }));
  const theirs = await broker.post('/api/clients', aClientBody({ email: `someone-else-${Date.now()}@example.com` }));
  policyId = await aPolicy(mine.data.id, `POL-C-${Date.now()}`);
  foreignPolicyId = await aPolicy(theirs.data.id, `POL-F-${Date.now()}`);
});
afterAll(() => app?.close());

describe('reporting a loss', () => {
  it('files a claim with a photo on the customer’s own policy, numbered CLM-YYYY-NNNN and reported', async () => {
    const created = await reportWithPhoto(customer);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: 'reported', policyId, lossDate: '2026-06-02', estimatedAmount: 12500 });
    expect(created.data.reference).toMatch(/^CLM-\d{4}-\d{4}$/);
    expect(created.data.documents.map((d: { filename: string }) => d.filename)).toEqual(['water-damage.png']);
    expect(created.data.history[0]).toMatchObject({ action: 'Claim reported', details: expect.stringMatching(/^Loss on Jun 2, 2026 at /) });
    const doc = created.data.documents[0].id;
    const download = await customer.request('GET', `/api/claims/${created.data.reference}/documents/${doc}/download`);
    expect(download.status).toBe(200);
    expect((await broker.get(`/api/claims/${created.data.id}`)).data.reference).toBe(created.data.reference);
  });

  it('refuses another client’s policy, a loss in the future, and a report missing what happened, storing nothing', async () => {
    const before = (await customer.get('/api/claims')).data.total;
    expect((await customer.post('/api/claims', aReport({ policyId: foreignPolicyId }))).status).toBe(404);
    const future = await customer.post('/api/claims', aReport({ lossDate: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(future.data.issues[0]).toMatchObject({ path: 'lossDate', message: 'Date of loss cannot be in the future' });
    const blank = await customer.post('/api/claims', aReport({ description: ' ' }));
    expect(blank.status).toBe(400);
    expect(blank.data.issues[0].message).toBe('Describe what happened');
    expect((await customer.get('/api/claims')).data.total).toBe(before);
  });
});

describe('working a claim', () => {
  it('lets staff acknowledge, work and close it; the customer is mailed at each step and sees the history', async () => {
    const { data: claim } = await customer.post('/api/claims', aReport());
    const before = (await mailsTo(customerEmail)).length;
    for (const status of ['acknowledged', 'in_progress', 'closed']) {
      const moved = await broker.patch(`/api/claims/${claim.reference}`, { status });
      expect(moved.status).toBe(200);
      expect(moved.data.status).toBe(status);
    }
    const mails = (await mailsTo(customerEmail)).slice(before);
    expect(mails).toEqual([
      `Claim acknowledged: ${claim.reference}`,
      `Claim in progress: ${claim.reference}`,
      `Claim closed: ${claim.reference}`,
    ]);
    const seen = await customer.get(`/api/claims/${claim.id}`);
    expect(seen.data.history.map((h: { details: string }) => h.details)).toContain('In Progress → Closed');
    expect((await broker.patch(`/api/claims/${claim.id}`, { status: 'in_progress' })).status).toBe(409);
  });

  it('refuses a customer moving a claim, and an unknown status', async () => {
    const { data: claim } = await customer.post('/api/claims', aReport());
    expect((await customer.patch(`/api/claims/${claim.id}`, { status: 'closed' })).status).toBe(403);
    expect((await broker.patch(`/api/claims/${claim.id}`, { status: 'paid' })).status).toBe(400);
    expect((await broker.get(`/api/claims/${claim.id}`)).data.status).toBe('reported');
  });

  it('carries messages both ways; staff messages are mailed to the customer, the customer’s own are not', async () => {
    const { data: claim } = await customer.post('/api/claims', aReport());
    const before = (await mailsTo(customerEmail)).length;
    expect((await customer.post(`/api/claims/${claim.id}/messages`, { content: 'Photos of the racking attached soon.' })).status).toBe(201);
    const reply = await broker.post(`/api/claims/${claim.id}/messages`, { content: 'Thanks, an adjuster will call you tomorrow.' });
    expect(reply.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Photos of the racking attached soon.',
      'Thanks, an adjuster will call you tomorrow.',
    ]);
    expect((await mailsTo(customerEmail)).slice(before)).toEqual([`New message on your claim: ${claim.reference}`]);
    expect((await customer.post(`/api/claims/${claim.id}/messages`, { content: '' })).status).toBe(400);
  });
});

describe('who sees claims', () => {
  it('shows a second customer none of the first customer’s claims, by any route', async () => {
    const created = await reportWithPhoto(customer);
    const { http: other } = await app.signedIn('customer', { email: `other-claims-${Date.now()}@example.com` });
    expect((await other.get('/api/claims')).data).toEqual({ items: [], total: 0 });
    const id = created.data.id;
    expect((await other.get(`/api/claims/${id}`)).status).toBe(404);
    expect((await other.get(`/api/claims/${created.data.reference}`)).status).toBe(404);
    expect((await other.post(`/api/claims/${id}/messages`, { content: 'Hello' })).status).toBe(404);
    expect((await other.request('GET', `/api/claims/${id}/documents/${created.data.documents[0].id}/download`)).status).toBe(404);
    expect((await other.post('/api/claims', aReport())).status).toBe(404);
  });

  it('lists every client’s claims for staff, filtered by status, and only their own for the customer', async () => {
    await customer.post('/api/claims', aReport());
    const all = await broker.get('/api/claims?status=reported&limit=500');
    expect(all.data.items.length).toBeGreaterThan(0);
    expect(all.data.items.every((c: { status: string }) => c.status === 'reported')).toBe(true);
    const mine = await customer.get('/api/claims?limit=500');
    expect(mine.data.items.every((c: { policyId: string }) => c.policyId === policyId)).toBe(true);
  });

  it('refuses a visitor and a pending account', async () => {
    expect((await app.client().get('/api/claims')).status).toBe(401);
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    expect((await pending.get('/api/claims')).status).toBe(403);
  });
});
