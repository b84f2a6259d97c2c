import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, aQuote, aTask, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * What a customer may see of their own shared submission: the client channel and what was written for the
 * client. Carrier and internal talk, decision notes, tasks, notes and quotes that are not offers stay with
 * staff, whichever endpoint the customer asks.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let customer: HttpClient;
let customerEmail: string;

const SECRETS = ['Carrier only subject', 'carrier terms text', 'Internal only subject', 'internal gossip text', 'decision note text'];

/** Everything a customer could read, as one text, so no field can carry a secret past the test. */
async function everythingTheCustomerSees(id: string): Promise<string> {
  const detail = await customer.get(`/api/submissions/${id}`);
  const messages = await customer.get(`/api/submissions/${id}/messages`);
  const documents = await customer.get(`/api/submissions/${id}/documents`);
  const activity = await customer.get('/api/activity?limit=200');
  for (const r of [detail, messages, documents, activity]) expect(r.status).toBe(200);
  return JSON.stringify([detail.data, messages.data, documents.data, activity.data]);
}

/** A shared submission with a carrier message (and attachment), an internal one, a task, quotes and a decision. */
async function aBusySubmission() {
  const { submission } = await aSubmissionFor(broker, {
    client: { email: customerEmail },
    submission: { shareWithClient: true, notes: [{ content: 'internal note text' }] },
  });
  const id = submission.id;
  const form = new FormData();
  for (const [k, v] of Object.entries(
    aMessage({ channel: 'carrier', subject: 'Carrier only subject', content: 'carrier terms text', to: 'Northwind' }),
  )) {
    form.append(k, String(v));
  }
  form.append('attachments', new Blob([files.pdf()]), 'carrier-terms.pdf');
  const carrier = await broker.request('POST', `/api/submissions/${id}/messages`, { body: form });
  expect(carrier.status).toBe(201);
  await broker.post(
    `/api/submissions/${id}/messages`,
    aMessage({ channel: 'internal', subject: 'Internal only subject', content: 'internal gossip text' }),
  );
  await broker.post(`/api/submissions/${id}/messages`, aMessage({ channel: 'client', subject: 'Hello client', content: 'client text' }));
  await broker.post(`/api/submissions/${id}/tasks`, aTask({ title: 'task title text' }));
  await broker.post(`/api/submissions/${id}/quotes`, aQuote({ carrier: 'Declined Carrier', status: 'Declined' }));
  await broker.post(`/api/submissions/${id}/quotes`, aQuote({ carrier: 'Pending Carrier', status: 'Pending' }));
  await broker.post(`/api/submissions/${id}/quotes`, aQuote({ carrier: 'Offered Carrier', status: 'Approved' }));
  await broker.post(`/api/submissions/${id}/submit-for-review`);
  const decided = await manager.post(`/api/submissions/${id}/decision`, {
    decision: 'rejected',
    note: 'decision note text',
    customerReason: 'Outside our appetite',
  });
  expect(decided.status).toBe(200);
  return { id, carrierAttachmentId: carrier.data.attachments[0].id as string };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  customerEmail = `customer-view-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
});
afterAll(() => app?.close());

describe('what a customer sees of their submission', () => {
  it('never shows carrier or internal messages, decision notes, tasks, notes or non-offer quotes by any endpoint', async () => {
    const { id } = await aBusySubmission();
    const seen = await everythingTheCustomerSees(id);
    for (const secret of [
      ...SECRETS,
      'carrier-terms.pdf',
      'task title text',
      'internal note text',
      'Declined Carrier',
      'Pending Carrier',
    ]) {
      expect(seen, secret).not.toContain(secret);
    }
    expect(seen).toContain('Hello client');
    expect(seen).toContain('Offered Carrier');

    const detail = await customer.get(`/api/submissions/${id}`);
    expect(detail.data.status).toBe('rejected');
    expect(detail.data.tasks).toEqual([]);
    expect(detail.data.notes).toEqual([]);
    expect(detail.data.quotes.map((q: { carrier: string }) => q.carrier)).toEqual(['Offered Carrier']);
    const actions = detail.data.history.map((h: { action: string }) => h.action);
    expect(actions).toContain('Submission rejected');
    expect(detail.data.history.every((h: { audience: string }) => h.audience === 'client')).toBe(true);
  });

  it('answers 404 for a carrier-only attachment, as for a file that does not exist', async () => {
    const { carrierAttachmentId } = await aBusySubmission();
    expect((await customer.get(`/api/documents/${carrierAttachmentId}/download`)).status).toBe(404);
    expect((await broker.get(`/api/documents/${carrierAttachmentId}/download`)).status).toBe(200);
  });

  it('still shows staff everything, the decision note included', async () => {
    const { id } = await aBusySubmission();
    const detail = await broker.get(`/api/submissions/${id}`);
    const activity = await manager.get('/api/activity?limit=200');
    const seen = JSON.stringify([detail.data, activity.data]);
    for (const secret of [...SECRETS, 'carrier-terms.pdf', 'task title text', 'internal note text', 'Declined Carrier']) {
      expect(seen, secret).toContain(secret);
    }
    expect(detail.data.quotes).toHaveLength(3);
    expect(detail.data.history.some((h: { audience: string }) => h.audience === 'staff')).toBe(true);
  });

  it('never shows the risk rating: not in the list, the detail, or the answer to sending it for review', async () => {
    const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
    const staffView = await broker.get(`/api/submissions/${submission.id}`);
    expect(staffView.data.rating).toEqual(expect.objectContaining({ score: expect.any(Number), label: expect.any(String) }));
    expect(staffView.data.ratingFactors.length).toBeGreaterThan(0);
    const staffRow = (await broker.get('/api/submissions?limit=500')).data.find((s: { id: string }) => s.id === submission.id);
    expect(staffRow.rating).toBeDefined();

    const detail = await customer.get(`/api/submissions/${submission.id}`);
    const list = await customer.get('/api/submissions?limit=500');
    const reviewed = await customer.post(`/api/submissions/${submission.id}/submit-for-review`);
    for (const r of [detail, list, reviewed]) expect(r.status).toBe(200);
    const row = list.data.find((s: { id: string }) => s.id === submission.id);
    expect(row).toBeDefined();
    for (const seen of [detail.data, row, reviewed.data]) {
      expect(seen).not.toHaveProperty('rating');
      expect(seen).not.toHaveProperty('ratingFactors');
    }
  });
});
