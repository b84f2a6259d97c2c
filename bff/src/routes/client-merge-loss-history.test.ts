import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationOf, type LossHistory, type LossRunReview } from '@workbench/core';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Merging a duplicate client brings its loss history and prior carriers over HTTP against the database: a claim
 * both clients hold stays once, with the later valuation's values and both valuation dates; the duplicate's
 * other claims, its loss runs and their files come as they are, the same file held by both kept once; the
 * duplicate keeps none of it.
 */
const FIXTURES = join(import.meta.dirname, '../../../adapters/fixtures/loss-runs');
const LOSS_RUN = 'evergreen-practice.pdf';
const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'practice', LOSS_RUN)));

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;

const aClient = async (name: string) => (await broker.post('/api/clients', aClientBody({ name, email: null }))).data.id as string;
const historyOf = async (id: string): Promise<LossHistory> => (await broker.get(`/api/clients/${id}/loss-history`)).data;
const reviewFor = async (id: string) =>
  (await broker.upload(`/api/clients/${id}/loss-history/read`, 'document', { name: LOSS_RUN, bytes })).data as LossRunReview;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager', { fullName: 'Max Manager' }));
});
afterAll(() => app?.close());

describe('merging a duplicate client', () => {
  it('brings its loss history: a claim both hold stays once at its later valuation, the rest and the files come as they are', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const kept = await aClient(`Evergreen Kept ${tag}`);
    const duplicate = await aClient(`Evergreen Duplicate ${tag}`);
    const body = confirmationOf(await reviewFor(kept));
    const [first, second, ...rest] = body.claims;
    // The kept client has all but the second claim at the report's valuation; the duplicate a later valuation
    // of the first claim, closed, and the second claim, from the same file.
    expect((await broker.post(`/api/clients/${kept}/loss-runs`, { ...body, claims: [first!, ...rest] })).status).toBe(201);
    await reviewFor(duplicate);
    const later = { ...first!, status: 'closed' as const, reserve: 0, paid: first!.paid + 500 };
    const dupRun = { ...body, valuationDate: '2026-12-01', claims: [later, second!] };
    expect((await broker.post(`/api/clients/${duplicate}/loss-runs`, dupRun)).status).toBe(201);
    await broker.patch(`/api/clients/${duplicate}`, {
      priorCarriers: [{ line: 'property', carrier: 'Atlas Commercial', effectiveDate: '2024-01-01', expiryDate: '2025-01-01' }],
    });

    const merged = await manager.post(`/api/clients/${kept}/merge`, { duplicateId: duplicate });
    expect(merged.status).toBe(200);
    expect(merged.data.history[0].details).toContain('2 loss claims');
    expect(merged.data.client.priorCarriers).toMatchObject([{ carrier: 'Atlas Commercial' }]);

    const history = await historyOf(kept);
    expect(history.claims).toHaveLength(body.claims.length);
    expect(history.claims.find((c) => c.claimNumber === first!.claimNumber)).toMatchObject({
      status: 'closed',
      paid: first!.paid + 500,
      valuationDate: '2026-12-01',
      valuationDates: ['2026-11-30', '2026-12-01'],
    });
    expect(history.claims.find((c) => c.claimNumber === second!.claimNumber)).toMatchObject({ paid: second!.paid });
    expect(history.history.filter((h) => h.claimNumber === first!.claimNumber).map((h) => h.action)).toEqual([
      'Claim merged',
      'Claim added',
      'Claim added',
    ]);
    expect(history.lossRuns).toHaveLength(2);
    for (const run of history.lossRuns) {
      const file = await fetch(`${broker.baseUrl}/api/clients/${kept}/loss-runs/${run.id}/file`, {
        headers: { cookie: broker.cookieHeader() },
      });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    }
    const files = await app.db.knex('loss_run_files').whereIn('client_id', [kept, duplicate]).select('client_id');
    expect(files.map((f) => f.client_id)).toEqual([kept]);
    expect(await historyOf(duplicate)).toMatchObject({ claims: [], lossRuns: [] });
  });
});
