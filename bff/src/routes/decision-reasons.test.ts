import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_MESSAGES, DECISION_NEXT_STEPS } from '@workbench/core';
import { aQuote } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** A client of the customer's address under a name of its own: a client is on file once per name and address. */
let clients = 0;
const aClientName = () => `Queue Client ${++clients}`;

/** A decision gives the client a reason and, for an approval, rests on terms; the client reads the reason in the portal. */

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  customerEmail = `decision-reasons-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `someone-else-${Date.now()}@example.com` }));
});
afterAll(() => app?.close());

/** A submission of the customer's client, shared with them and sent for review. */
async function aSubmissionInReview() {
  const { submission } = await aSubmissionFor(broker, {
    client: { email: customerEmail, name: aClientName() },
    submission: { shareWithClient: true },
  });
  expect((await broker.post(`/api/submissions/${submission.id}/submit-for-review`)).status).toBe(200);
  return submission;
}

const decide = (id: string, body: Record<string, unknown>) => manager.post(`/api/submissions/${id}/decision`, body);
const actions = (history: Array<{ action: string }>) => history.map((h) => h.action);

describe('a rejection', () => {
  it('is refused without a reason for the customer, on that field, and changes nothing', async () => {
    const s = await aSubmissionInReview();
    for (const customerReason of [undefined, '', '   ']) {
      const refused = await decide(s.id, { decision: 'rejected', note: 'Loss history too heavy', customerReason });
      expect(refused.status).toBe(400);
      expect(refused.data.message).toBe(DECISION_MESSAGES.customerReasonRequired);
      expect(refused.data.issues).toEqual([{ path: 'customerReason', message: DECISION_MESSAGES.customerReasonRequired }]);
    }
    expect((await broker.get(`/api/submissions/${s.id}`)).data.status).toBe('in_review');
  });

  it('shows the customer the reason and the next step, never the staff note; another customer gets 404', async () => {
    const s = await aSubmissionInReview();
    const reason = 'Coastal property sits outside what our carriers write this year.';
    const decided = await decide(s.id, { decision: 'rejected', note: 'Strictly internal: loss ratio', customerReason: reason });
    expect(decided.status).toBe(200);
    expect(decided.data.history.slice(0, 3)).toEqual([
      expect.objectContaining({ action: 'Submission rejected', audience: 'client' }),
      expect.objectContaining({ action: 'Decision note', details: 'Strictly internal: loss ratio', audience: 'staff' }),
      expect.objectContaining({ action: 'Reason given to the client', details: reason, audience: 'client' }),
    ]);

    const seen = await customer.get(`/api/submissions/${s.submissionId}`);
    expect(seen.status).toBe(200);
    expect(seen.data.status).toBe('rejected');
    expect(seen.data.history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'Submission rejected' }),
      expect.objectContaining({ action: 'Reason given to the client', details: reason }),
    ]);
    expect(seen.text).not.toContain('Strictly internal');

    const bell = await customer.get('/api/notifications');
    const told = bell.data.items.find(
      (n: { submissionId: string; kind: string }) => n.submissionId === s.submissionId && n.kind === 'decision',
    );
    expect(told).toMatchObject({ title: 'Submission rejected' });
    expect(told.details).toContain(reason.replace(/\.$/, ''));
    expect(told.details).toContain(DECISION_NEXT_STEPS.rejected);
    const mails = await app.db.knex('outbox').where({ recipient: customerEmail }).andWhere('subject', 'like', '%Submission rejected%');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(reason.replace(/\.$/, ''));
    expect(mails[0].text).not.toContain('Strictly internal');

    expect((await otherCustomer.get(`/api/submissions/${s.submissionId}`)).status).toBe(404);
    expect((await otherCustomer.get(`/api/submissions/${s.id}`)).status).toBe(404);
  });
});

describe('an approval', () => {
  it('is refused without a quote or conditions, on the conditions field', async () => {
    const s = await aSubmissionInReview();
    const refused = await decide(s.id, { decision: 'approved', note: 'Good risk', quoteId: '', conditions: ' ' });
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe(DECISION_MESSAGES.termsRequired);
    expect(refused.data.issues).toEqual([{ path: 'conditions', message: DECISION_MESSAGES.termsRequired }]);
    expect((await broker.get(`/api/submissions/${s.id}`)).data.status).toBe('in_review');
  });

  it("is refused with a quote that is not the submission's", async () => {
    const s = await aSubmissionInReview();
    const { submission: other } = await aSubmissionFor(broker, { client: { name: aClientName() } });
    const foreign = await broker.post(`/api/submissions/${other.id}/quotes`, aQuote());
    const refused = await decide(s.id, { decision: 'approved', note: 'Good risk', quoteId: foreign.data.id });
    expect(refused.status).toBe(400);
    expect(refused.data.issues).toEqual([expect.objectContaining({ path: 'quoteId' })]);
    expect((await broker.get(`/api/submissions/${s.id}`)).data.status).toBe('in_review');
  });

  it('records its quote and conditions for staff, and tells the customer what comes next', async () => {
    const { submission } = await aSubmissionFor(broker, {
      client: { email: customerEmail, name: aClientName() },
      submission: { shareWithClient: true },
    });
    const quote = await broker.post(`/api/submissions/${submission.id}/quotes`, aQuote({ carrier: 'Terms Carrier', amount: 12500 }));
    await broker.post(`/api/submissions/${submission.id}/submit-for-review`);
    const decided = await decide(submission.id, {
      decision: 'approved',
      note: 'Priced thin',
      quoteId: quote.data.id,
      conditions: 'Sprinkler test certificate within 30 days',
    });
    expect(decided.status).toBe(200);
    const terms = decided.data.history.find((h: { action: string }) => h.action === 'Approval terms');
    expect(terms).toMatchObject({ audience: 'staff' });
    expect(terms.details).toContain('Terms Carrier');
    expect(terms.details).toContain('Sprinkler test certificate within 30 days');

    const seen = await customer.get(`/api/submissions/${submission.id}`);
    expect(seen.data.status).toBe('approved');
    expect(actions(seen.data.history)).not.toContain('Approval terms');
    expect(actions(seen.data.history)).not.toContain('Decision note');
    const bell = await customer.get('/api/notifications');
    const told = bell.data.items.find(
      (n: { submissionId: string; kind: string }) => n.submissionId === submission.submissionId && n.kind === 'decision',
    );
    expect(told.details).toContain(DECISION_NEXT_STEPS.approved);
  });
});
