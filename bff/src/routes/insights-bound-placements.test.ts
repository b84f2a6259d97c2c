import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Insights of a book a broker placed and bound, over HTTP: the bind counts as bound while the submission
 * waits in review for a manager, with the premium bound, and the carrier that bound it scores the hit.
 */
let app: TestApp;
let broker: HttpClient;
const today = new Date().toISOString().slice(0, 10);
const run = Date.now().toString(36);

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('Insights of a broker’s bind', () => {
  it('counts it bound at the premium bound, not the cheapest quote, and gives the binding carrier its hit', async () => {
    const { submission } = await aSubmissionFor(broker);
    const carriers = [];
    for (const name of ['Cheap', 'Chosen']) {
      const created = await broker.post('/api/carriers', {
        name: `${name} ${run}`,
        contacts: [{ name: 'U', email: `${name}@ins.example` }],
      });
      carriers.push(created.data as { id: string; name: string });
    }
    const markets = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: carriers.map((c) => c.id) })).data
      .markets;
    await broker.post(`/api/submissions/${submission.id}/markets/${markets[0].id}/quotes`, { premium: 5_000 });
    const chosen = await broker.post(`/api/submissions/${submission.id}/markets/${markets[1].id}/quotes`, { premium: 8_000 });
    const bound = await broker.post(`/api/submissions/${submission.id}/bind`, { quoteId: chosen.data.id, confirmation: 'in_writing' });
    expect(bound.status, bound.text).toBe(201);
    expect((await broker.get(`/api/submissions/${submission.id}`)).data.status).toBe('in_review');

    const insights = (await broker.get(`/api/insights?from=${today}&to=${today}`)).data;
    expect(insights.funnel).toEqual({ received: 1, quoted: 1, bound: 1 });
    expect(insights.months).toEqual([expect.objectContaining({ month: today.slice(0, 7), quotedPremium: 8_000, boundPremium: 8_000 })]);
    expect(insights.carriers).toEqual(
      expect.arrayContaining([
        { carrier: carriers[1]!.name, quoted: 1, bound: 1, hitRatio: 100 },
        { carrier: carriers[0]!.name, quoted: 1, bound: 0, hitRatio: 0 },
      ]),
    );
    const directory = (await broker.get(`/api/carriers/${carriers[1]!.id}`)).data;
    expect(directory.hitRatio).toBe(1);
  });
});
