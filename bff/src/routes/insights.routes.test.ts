import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@workbench/core';
import { aClientBody, aProperty, aQuote, aSubmissionBody, aVehicle } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The Insights figures on a small book with known answers, built over the API with the clock moved between
 * steps (so creation, quotes and decisions fall on chosen days), read back from PostgreSQL's SQL.
 *
 * S1 Jan 5, package, Alice, due Jan 20: Hartford 1000 Approved (Jan 7), Chubb 1500 Pending (Jan 8); approved Jan 15.
 * S2 Jan 10, property, Bob, due Jan 12: Chubb 2000 Approved (Jan 11); rejected Jan 14 (late).
 * S3 Feb 3, auto, Alice, due Mar 1: Hartford 3000 Pending (Feb 6); in review, overdue on Mar 20.
 * S4 Feb 20, package, nobody, due Apr 30: no quote; pending.
 * S5 Mar 2, package, Bob, no due date: Zurich 500 Approved (Mar 3 22:00), Hartford 700 Declined (Mar 4); approved Mar 10.
 * S6 Dec 20 2025, outside the period: Hartford 9000 Approved; approved.
 * Clients: Acme (S1, S3), Birch (S2, S4), Cedar (S5, S6).
 */
let app: TestApp;
let now = new Date('2026-01-01T10:00:00Z');
let manager: HttpClient;
let alice: string;
let bob: string;
const ratings = new Map<string, number>();
const PERIOD = 'from=2026-01-01&to=2026-03-31';

const at = (iso: string) => {
  now = new Date(iso);
};
const property = (c: Record<string, unknown>) => ({ ...c, coverage: 'property', properties: [aProperty()], vehicles: [] });
const motor = (c: Record<string, unknown>) => ({ ...c, coverage: 'motor_fleet', properties: [], vehicles: [aVehicle()] });
type Line = 'package' | 'property' | 'auto';

async function aSubmission(clientId: string, line: Line, dueDate: string | null, assignee: string | null) {
  const base = aSubmissionBody(clientId, { dueDate });
  const [p, m] = base.coverages;
  const coverages = line === 'package' ? [p, m] : line === 'property' ? [property(p)] : [motor(m)];
  const created = await manager.post('/api/submissions', { ...base, coverages });
  expect(created.status).toBe(201);
  if (assignee) expect((await manager.patch(`/api/submissions/${created.data.id}`, { assignedToId: assignee })).status).toBe(200);
  return created.data as { id: string; rating: { label: string }; createdAt: string };
}

async function quote(id: string, when: string, carrier: string, amount: number, status: string) {
  at(when);
  expect((await manager.post(`/api/submissions/${id}/quotes`, aQuote({ carrier, amount, status }))).status).toBe(201);
}

async function decide(id: string, when: string, decision: 'approved' | 'rejected') {
  at(when);
  expect((await manager.patch(`/api/submissions/${id}`, { status: 'in_review' })).status).toBe(200);
  expect(
    (
      await manager.post(`/api/submissions/${id}/decision`, {
        decision,
        note: 'Decided for the book',
        customerReason: 'As discussed',
        conditions: 'As quoted',
      })
    ).status,
  ).toBe(200);
}

const insights = async (query = PERIOD) => {
  const response = await manager.get(`/api/insights?${query}`);
  expect(response.status).toBe(200);
  return response.data as Insights;
};

beforeAll(async () => {
  app = await startTestApp({ overrides: { clock: { now: () => now } } });
  ({ http: manager } = await app.signedIn('broker_manager'));
  alice = (await app.createUser('broker', { fullName: 'Alice Archer' })).id;
  bob = (await app.createUser('broker', { fullName: 'Bob Baker' })).id;
  const client = async (name: string) =>
    (await manager.post('/api/clients', aClientBody({ name, email: `${name.toLowerCase()}@example.com` }))).data.id;
  const acme = await client('Acme');
  const birch = await client('Birch');
  const cedar = await client('Cedar');
  const rated = (s: { rating: { label: string } }) => ratings.set(s.rating.label, (ratings.get(s.rating.label) ?? 0) + 1);

  at('2025-12-20T10:00:00Z');
  const s6 = await aSubmission(cedar, 'package', '2026-01-31', bob);
  await quote(s6.id, '2025-12-21T10:00:00Z', 'Hartford', 9000, 'Approved');
  await decide(s6.id, '2025-12-22T10:00:00Z', 'approved');

  at('2026-01-05T10:00:00Z');
  const s1 = await aSubmission(acme, 'package', '2026-01-20', alice);
  await quote(s1.id, '2026-01-07T10:00:00Z', 'Hartford', 1000, 'Approved');
  await quote(s1.id, '2026-01-08T10:00:00Z', 'Chubb', 1500, 'Pending');
  at('2026-01-10T10:00:00Z');
  const s2 = await aSubmission(birch, 'property', '2026-01-12', bob);
  await quote(s2.id, '2026-01-11T10:00:00Z', 'Chubb', 2000, 'Approved');
  await decide(s2.id, '2026-01-14T10:00:00Z', 'rejected');
  await decide(s1.id, '2026-01-15T10:00:00Z', 'approved');

  at('2026-02-03T10:00:00Z');
  const s3 = await aSubmission(acme, 'auto', '2026-03-01', alice);
  await quote(s3.id, '2026-02-06T10:00:00Z', 'Hartford', 3000, 'Pending');
  at('2026-02-04T10:00:00Z');
  expect((await manager.patch(`/api/submissions/${s3.id}`, { status: 'in_review' })).status).toBe(200);
  at('2026-02-20T10:00:00Z');
  const s4 = await aSubmission(birch, 'package', '2026-04-30', null);

  at('2026-03-02T10:00:00Z');
  const s5 = await aSubmission(cedar, 'package', null, bob);
  await quote(s5.id, '2026-03-03T22:00:00Z', 'Zurich', 500, 'Approved');
  await quote(s5.id, '2026-03-04T10:00:00Z', 'Hartford', 700, 'Declined');
  await decide(s5.id, '2026-03-10T10:00:00Z', 'approved');
  for (const s of [s1, s2, s3, s4, s5]) rated(s);

  at('2026-03-20T12:00:00Z');
}, 60_000);
afterAll(() => app?.close());

describe('GET /api/insights on a known book', () => {
  it('counts the funnel and the pipeline of the period only', async () => {
    const result = await insights();
    expect(result.filter).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(result.funnel).toEqual({ received: 5, quoted: 4, bound: 2 });
    expect(result.pipeline).toEqual([
      { status: 'pending', count: 1 },
      { status: 'in_progress', count: 0 },
      { status: 'in_review', count: 1 },
      { status: 'approved', count: 2 },
      { status: 'rejected', count: 1 },
    ]);
  });

  it('gives each month its submissions, premium and median times', async () => {
    const result = await insights();
    expect(result.months).toEqual([
      { month: '2026-01', submissions: 2, quotedPremium: 3000, boundPremium: 1000, medianDaysToQuote: 1.5, medianDaysToDecision: 7 },
      { month: '2026-02', submissions: 2, quotedPremium: 3000, boundPremium: 0, medianDaysToQuote: 3, medianDaysToDecision: null },
      { month: '2026-03', submissions: 1, quotedPremium: 500, boundPremium: 500, medianDaysToQuote: 1.5, medianDaysToDecision: 8 },
    ]);
    expect(result.medianDaysToQuote).toBe(1.8);
    expect(result.medianDaysToDecision).toBe(8);
  });

  it('gives each carrier its quotes, bound quotes and hit ratio, grouped by name', async () => {
    expect((await insights()).carriers).toEqual([
      { carrier: 'Hartford', quoted: 3, bound: 1, hitRatio: 33 },
      { carrier: 'Chubb', quoted: 2, bound: 0, hitRatio: 0 },
      { carrier: 'Zurich', quoted: 1, bound: 1, hitRatio: 100 },
    ]);
  });

  it('counts the ratings, the due-date outcomes and the breaches as of today', async () => {
    const result = await insights();
    expect(result.ratings.filter((r) => r.count > 0)).toEqual(
      [...ratings]
        .map(([label, count]) => ({ label, count }))
        .sort((a, b) => ['excellent', 'good', 'fair', 'poor'].indexOf(a.label) - ['excellent', 'good', 'fair', 'poor'].indexOf(b.label)),
    );
    expect(result.ratings.reduce((n, r) => n + r.count, 0)).toBe(5);
    expect(result.sla).toEqual({ withDueDate: 4, onTrack: 1, overdue: 1, met: 1, missed: 1, breaches: 2, breachRate: 50 });
  });

  it('ranks clients by bound premium, then quoted premium', async () => {
    expect((await insights()).topClients.map(({ clientId: _, ...c }) => c)).toEqual([
      { client: 'Acme', submissions: 2, boundPremium: 1000, quotedPremium: 4000 },
      { client: 'Cedar', submissions: 1, boundPremium: 500, quotedPremium: 500 },
      { client: 'Birch', submissions: 2, boundPremium: 0, quotedPremium: 2000 },
    ]);
  });

  it('narrows every figure by product, producer and carrier', async () => {
    const auto = await insights(`${PERIOD}&product=commercial_auto`);
    expect(auto.funnel).toEqual({ received: 1, quoted: 1, bound: 0 });
    expect(auto.sla.overdue).toBe(1);

    const bobs = await insights(`${PERIOD}&producer=${bob}`);
    expect(bobs.funnel).toEqual({ received: 2, quoted: 2, bound: 1 });
    expect(bobs.months.map((m) => m.submissions)).toEqual([1, 0, 1]);

    const chubb = await insights(`${PERIOD}&carrier=chubb`);
    expect(chubb.funnel).toEqual({ received: 2, quoted: 2, bound: 1 });
    expect(chubb.carriers).toEqual([{ carrier: 'Chubb', quoted: 2, bound: 0, hitRatio: 0 }]);
  });

  it('includes the earlier month when the period does, and offers the producers and carriers to filter by', async () => {
    const wider = await insights('from=2025-12-01&to=2026-03-31');
    expect(wider.funnel).toEqual({ received: 6, quoted: 5, bound: 3 });
    expect(wider.options.carriers).toEqual(['Chubb', 'Hartford', 'Zurich']);
    expect(wider.options.producers.map((p) => p.name)).toEqual(expect.arrayContaining(['Alice Archer', 'Bob Baker']));
  });

  it('refuses a bad filter with the field’s message', async () => {
    const bad = await manager.get('/api/insights?from=2026-03-01&to=2026-02-01');
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe('from must not be after to');
    expect((await manager.get('/api/insights?product=boats')).status).toBe(400);
  });
});

describe('who may see insights', () => {
  it('answers staff and refuses customers, pending accounts and visitors', async () => {
    expect((await (await app.signedIn('broker')).http.get('/api/insights')).status).toBe(200);
    expect((await (await app.signedIn('insurer')).http.get('/api/insights')).status).toBe(200);
    expect((await (await app.signedIn('customer')).http.get('/api/insights')).status).toBe(403);
    expect((await (await app.signedIn('broker', { status: 'pending' })).http.get('/api/insights')).status).toBe(403);
    expect((await (await app.signedIn('broker_manager', { status: 'pending' })).http.get('/api/insights')).status).toBe(403);
    expect((await app.client().get('/api/insights')).status).toBe(401);
  });
});
