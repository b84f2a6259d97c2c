import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Sending a submission for review a second time (a double click, a second tab) answers 409 with the
 * submission as the asker sees it, so the screen shows where it stands; it records and notifies nothing more.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `review-again-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `review-again-other-${Date.now()}@example.com` }));
});
afterAll(() => app?.close());

const shared = async () =>
  (await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } })).submission as { id: string };

describe('POST /api/submissions/{id}/submit-for-review asked again', () => {
  it('answers the customer 409 with their own view of the submission, in review, and records it once', async () => {
    const { id } = await shared();
    const [first, second] = await Promise.all([
      customer.post(`/api/submissions/${id}/submit-for-review`),
      customer.post(`/api/submissions/${id}/submit-for-review`),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const again = first.status === 409 ? first : second;
    expect(again.data.message).toBe('The submission is already In Review.');
    expect(again.data.current).toEqual(expect.objectContaining({ id, status: 'in_review' }));
    // The customer's own view: no risk rating rides along on the conflict either.
    expect(again.data.current).not.toHaveProperty('rating');
    expect(again.data.current).not.toHaveProperty('ratingFactors');

    const history = (await broker.get(`/api/submissions/${id}`)).data.history as { action: string }[];
    expect(history.filter((h) => h.action === 'Submitted for review')).toHaveLength(1);
  });

  it('answers staff 409 with the staff view', async () => {
    const { id } = await shared();
    expect((await broker.post(`/api/submissions/${id}/submit-for-review`)).status).toBe(200);
    const again = await broker.post(`/api/submissions/${id}/submit-for-review`);
    expect(again.status).toBe(409);
    expect(again.data.current).toEqual(expect.objectContaining({ id, status: 'in_review', rating: expect.any(Object) }));
  });

  it('shows another customer nothing: 404 with no submission in the answer', async () => {
    const { id } = await shared();
    expect((await customer.post(`/api/submissions/${id}/submit-for-review`)).status).toBe(200);
    const foreign = await otherCustomer.post(`/api/submissions/${id}/submit-for-review`);
    expect(foreign.status).toBe(404);
    expect(foreign.data.current).toBeUndefined();
  });

  it('lets a pending account send nothing and see nothing', async () => {
    const { id } = await shared();
    expect((await customer.post(`/api/submissions/${id}/submit-for-review`)).status).toBe(200);
    const { http: pending } = await app.signedIn('customer', {
      email: `review-again-pending-${Date.now()}@example.com`,
      status: 'pending',
    });
    const answer = await pending.post(`/api/submissions/${id}/submit-for-review`);
    expect(answer.status).toBe(403);
    expect(answer.data.current).toBeUndefined();
  });

  it("shows a carrier's underwriter nothing of a submission that is not on their desk", async () => {
    const { id } = await shared();
    expect((await broker.post(`/api/submissions/${id}/submit-for-review`)).status).toBe(200);
    const carrier = await app.db.uow.run((repos) =>
      repos.carriers.create(
        { name: `Review Again Carrier ${Date.now()}`, active: true, appetite: [], contacts: [] },
        new Date().toISOString(),
      ),
    );
    const { http: underwriter } = await app.signedIn('insurer', { carrierId: carrier.id });
    const answer = await underwriter.post(`/api/submissions/${id}/submit-for-review`);
    expect([403, 404]).toContain(answer.status);
    expect(answer.data.current).toBeUndefined();
  });
});
