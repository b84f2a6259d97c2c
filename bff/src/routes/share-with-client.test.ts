import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Sharing a submission with its client after it was made, over HTTP against the database: staff share and stop
 * sharing at any time, a decided submission included, with history; the client's customer then sees it and can
 * be proposed to; a client without an address cannot be shared with; no one else may change it.
 */
let app: TestApp;
let broker: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let pending: HttpClient;
let customerEmail: string;
const run = Date.now().toString(36);

const NO_ADDRESS = 'Add an e-mail address to the client before sharing the submission.';

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: insurer } = await app.signedIn('insurer'));
  customerEmail = `sharing-${run}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: pending } = await app.signedIn('broker', { status: 'pending' }));
});
afterAll(() => app?.close());

const anUnsharedSubmission = async (client: Record<string, unknown> = { email: customerEmail }) =>
  (await aSubmissionFor(broker, { client: { name: `Sharing ${run} ${Math.random().toString(36).slice(2, 6)}`, ...client } })).submission;

const actions = (detail: { history: { action: string }[] }) => detail.history.map((h) => h.action);

async function aQuotedMarket(submissionId: string) {
  const carrier = await broker.post('/api/carriers', {
    name: `Sharing Carrier ${run} ${Math.random().toString(36).slice(2, 6)}`,
    appetite: [],
    contacts: [{ name: 'Underwriter', email: `underwriter-${run}@carrier.example` }],
  });
  expect(carrier.status, carrier.text).toBe(201);
  const markets = await broker.post(`/api/submissions/${submissionId}/markets`, { carrierIds: [carrier.data.id] });
  expect(markets.status, markets.text).toBe(201);
  const quote = await broker.post(`/api/submissions/${submissionId}/markets/${markets.data.markets[0].id}/quotes`, {
    premium: 12_000,
    taxes: 420,
    fees: 150,
    commissionRate: 12.5,
    terms: [{ coverage: 'Building', limit: 2_000_000, deductible: 5000 }],
    subjectivities: [],
    validUntil: '2030-01-31',
  });
  expect(quote.status, quote.text).toBe(201);
  return quote.data.id as string;
}

describe('sharing a submission after it was made', () => {
  it('lets a broker share it: recorded in the history, then the client’s customer sees it and can be proposed to', async () => {
    const submission = await anUnsharedSubmission();
    expect((await customer.get(`/api/submissions/${submission.id}`)).status).toBe(404);
    const quoteId = await aQuotedMarket(submission.id);
    expect((await broker.post(`/api/submissions/${submission.id}/proposals`, { quoteIds: [quoteId] })).status).toBe(422);

    const shared = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: true });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.data.shareWithClient).toBe(true);
    expect(shared.data.history[0]).toMatchObject({ action: 'Shared with client', details: submission.client });

    const seen = await customer.get(`/api/submissions/${submission.id}`);
    expect(seen.status).toBe(200);
    expect(seen.data.submissionId).toBe(submission.submissionId);
    expect((await customer.get('/api/submissions?limit=500')).data.map((s: { id: string }) => s.id)).toContain(submission.id);
    const proposed = await broker.post(`/api/submissions/${submission.id}/proposals`, { quoteIds: [quoteId] });
    expect(proposed.status, proposed.text).toBe(201);
  });

  it('lets a broker stop sharing it, recorded in the history, after which the customer no longer sees it', async () => {
    const submission = await anUnsharedSubmission();
    await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: true });
    const stopped = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: false });
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.data.shareWithClient).toBe(false);
    expect(stopped.data.history[0]).toMatchObject({ action: 'Sharing with client stopped', details: submission.client });
    expect((await customer.get(`/api/submissions/${submission.id}`)).status).toBe(404);
  });

  it.each(['approved', 'rejected'] as const)(
    'shares and stops sharing a submission %s, and still takes no other change',
    async (decision) => {
      const submission = await anUnsharedSubmission();
      await broker.post(`/api/submissions/${submission.id}/submit-for-review`);
      expect(
        (
          await insurer.post(`/api/submissions/${submission.id}/decision`, {
            decision,
            note: 'Decided',
            customerReason: 'As discussed',
            conditions: 'As quoted',
          })
        ).status,
      ).toBe(200);

      const shared = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: true });
      expect(shared.status, shared.text).toBe(200);
      expect(shared.data).toMatchObject({ shareWithClient: true, status: decision });
      expect(actions(shared.data)[0]).toBe('Shared with client');
      expect((await customer.get(`/api/submissions/${submission.id}`)).data.status).toBe(decision);

      const mixed = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: false, priority: 'urgent' });
      expect(mixed.status).toBe(409);
      const stopped = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: false });
      expect(stopped.status, stopped.text).toBe(200);
      expect(stopped.data).toMatchObject({ shareWithClient: false, priority: 'medium' });
    },
  );

  it('refuses to share with a client that has no e-mail address with 422, and changes nothing', async () => {
    const submission = await anUnsharedSubmission({ email: null });
    const before = (await broker.get(`/api/submissions/${submission.id}`)).data;

    const refused = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: true });
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe(NO_ADDRESS);
    const withPriority = await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: true, priority: 'urgent' });
    expect(withPriority.status).toBe(422);

    const after = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(after).toMatchObject({ shareWithClient: false, priority: 'medium', isNew: before.isNew });
    expect(actions(after)).toEqual(actions(before));
    // Stopping is always allowed: an unshared submission stays unshared, with nothing to record.
    expect((await broker.patch(`/api/submissions/${submission.id}`, { shareWithClient: false })).status).toBe(200);
  });

  it('refuses a customer changing the sharing of their own client’s submission, and changes nothing', async () => {
    const unshared = await anUnsharedSubmission();
    const shared = await anUnsharedSubmission();
    await broker.patch(`/api/submissions/${shared.id}`, { shareWithClient: true });

    for (const [submission, shareWithClient] of [
      [unshared, true],
      [shared, false],
    ] as const) {
      const refused = await customer.patch(`/api/submissions/${submission.id}`, { shareWithClient });
      expect([403, 404]).toContain(refused.status);
      const after = (await broker.get(`/api/submissions/${submission.id}`)).data;
      expect(after.shareWithClient).toBe(!shareWithClient);
    }
  });

  it('refuses a staff account still waiting for approval with 403, and changes nothing', async () => {
    const submission = await anUnsharedSubmission();
    expect((await pending.patch(`/api/submissions/${submission.id}`, { shareWithClient: true })).status).toBe(403);
    const after = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(after.shareWithClient).toBe(false);
    expect(actions(after)).not.toContain('Shared with client');
  });
});
