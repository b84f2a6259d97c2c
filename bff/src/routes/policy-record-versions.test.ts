import { addDays, raiseOverdueRenewals, systemClock } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A policy's record version on the paths beside its page, over HTTP against PostgreSQL: the renewals list
 * carries it so a renewal started from the list is checked against it, the overnight renewal start counts as
 * an edit, and the policy's own read answers it as the ETag.
 */
let app: TestApp;
let broker: HttpClient;
let clientId: string;

const CONFLICT = 'Changed by someone else since you opened it';
const today = new Date().toISOString().slice(0, 10);
let counter = 0;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  const client = await broker.post('/api/clients', { ...aClientBody(), confirmDuplicate: true });
  expect(client.status, client.text).toBe(201);
  clientId = client.data.id;
});
afterAll(() => app?.close());

async function aPolicy(expiresIn: number): Promise<string> {
  counter += 1;
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-RV-${Date.now()}-${counter}`,
      clientId,
      submissionId: null,
      status: 'active',
      product: 'commercial_package',
      premium: 10_000,
      effectiveDate: addDays(today, expiresIn - 365),
      expirationDate: addDays(today, expiresIn),
    }),
  );
  return policy.id;
}

const anEndorsement = (recordVersion: number) => ({
  kind: 'other',
  effectiveDate: today,
  description: 'Changed while the list was open',
  premiumAdjustment: 100,
  recordVersion,
});

async function renewalRow(id: string) {
  const list = await broker.get('/api/policies/renewals?within=120');
  expect(list.status, list.text).toBe(200);
  return list.data.items.find((item: { id: string }) => item.id === id);
}

describe('a renewal started from the renewals list', () => {
  it('is refused with the policy as it stands when the policy changed since the list was read', async () => {
    const id = await aPolicy(90);
    const row = await renewalRow(id);
    expect(row).toMatchObject({ renewalStatus: 'not_started', recordVersion: 1 });
    const theirs = await broker.post(`/api/policies/${id}/endorsements`, anEndorsement(row.recordVersion));
    expect(theirs.status, theirs.text).toBe(201);

    const mine = await broker.post(`/api/policies/${id}/renewal`, { recordVersion: row.recordVersion });
    expect(mine.status).toBe(409);
    expect(mine.data.message).toBe(CONFLICT);
    expect(mine.data.current).toMatchObject({ recordVersion: 2, renewalStatus: 'not_started', premium: 10_100 });

    // The list read again carries the version the endorsement left, and the start goes through over it.
    const reread = await renewalRow(id);
    expect(reread.recordVersion).toBe(2);
    const started = await broker.post(`/api/policies/${id}/renewal`, { recordVersion: reread.recordVersion });
    expect(started.status, started.text).toBe(201);
    expect(started.data).toMatchObject({ renewalStatus: 'remarketing', recordVersion: 3 });
  });
});

describe('the overnight renewal start', () => {
  it('counts as an edit: a change sent over the version read before it is refused with the renewal it started', async () => {
    const id = await aPolicy(10);
    const read = await broker.get(`/api/policies/${id}/detail`);
    expect(read.data).toMatchObject({ recordVersion: 1, renewalStatus: 'not_started' });

    await raiseOverdueRenewals({ uow: app.db.uow, clock: systemClock, renewalDecisionDays: 30 })();

    const stale = await broker.patch(`/api/policies/${id}/renewal`, { status: 'quoted', recordVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toBe(CONFLICT);
    expect(stale.data.current).toMatchObject({ recordVersion: 2, renewalStatus: 'remarketing' });
    expect(stale.data.current.renewalSubmissionRef).toMatch(/^SUB-/);
    expect((await broker.get(`/api/policies/${id}/detail`)).data.renewalStatus).toBe('remarketing');
  });

  it('counts the start of a policy that expired undecided as well', async () => {
    const id = await aPolicy(-2);
    await raiseOverdueRenewals({ uow: app.db.uow, clock: systemClock, renewalDecisionDays: 30 })();
    const detail = await broker.get(`/api/policies/${id}/detail`);
    expect(detail.data).toMatchObject({ recordVersion: 2, renewalStatus: 'remarketing' });
    const stale = await broker.patch(`/api/policies/${id}/renewal`, { status: 'lapsed', recordVersion: 1 });
    expect(stale.status).toBe(409);
  });
});

describe('the read of one policy', () => {
  it('answers its record version as the ETag, which moves with each edit and is taken back as If-Match', async () => {
    const id = await aPolicy(200);
    const read = await broker.get(`/api/policies/${id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.data.recordVersion).toBe(1);
    expect(read.headers.get('etag')).toBe('"1"');
    const endorsed = await broker.request('POST', `/api/policies/${id}/endorsements`, {
      json: { ...anEndorsement(1), recordVersion: undefined },
      headers: { 'If-Match': read.headers.get('etag')! },
    });
    expect(endorsed.status, endorsed.text).toBe(201);
    const reread = await broker.get(`/api/policies/${id}`);
    expect(reread.headers.get('etag')).toBe('"2"');
    const stale = await broker.request('POST', `/api/policies/${id}/endorsements`, {
      json: { ...anEndorsement(1), recordVersion: undefined },
      headers: { 'If-Match': read.headers.get('etag')! },
    });
    expect(stale.status).toBe(409);
  });

  it('answers no ETag, and nothing else, to someone who may not see the policy', async () => {
    const id = await aPolicy(200);
    const { http: stranger } = await app.signedIn('customer', { email: `policy-etag-stranger-${Date.now()}@example.com` });
    const refused = await stranger.get(`/api/policies/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('etag')).toBeNull();
  });
});
