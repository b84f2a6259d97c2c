import { addDays, raiseOverdueRenewals, systemClock } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Policies after binding over HTTP against PostgreSQL: the renewals list and its window, starting a renewal
 * prefilled from the policy's schedule, the recorded decision and its premium flag, the overdue check,
 * endorsements, cancellation, certificates of insurance as PDFs, and who may see or do any of it.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let brokerName: string;
let clientId: string;
let soon: string; // expires in 20 days, bound from a submission the broker created
let later: string; // expires in 75 days, no submission
let farOff: string; // expires in 200 days
let foreign: string; // another client's, in 50 days

const today = new Date().toISOString().slice(0, 10);
let counter = 0;

async function aPolicy(client: string, expiresIn: number, submissionId: string | null = null, premium = 10_000) {
  counter += 1;
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-T-${Date.now()}-${counter}`,
      clientId: client,
      submissionId,
      status: 'active',
      product: 'commercial_package',
      premium,
      effectiveDate: addDays(today, expiresIn - 365),
      expirationDate: addDays(today, expiresIn),
    }),
  );
  return policy.id;
}

beforeAll(async () => {
  app = await startTestApp({ config: { renewalPremiumChangePercent: 10 } });
  const signedBroker = await app.signedIn('broker');
  broker = signedBroker.http;
  brokerName = signedBroker.user.fullName;
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: insurer } = await app.signedIn('insurer'));
  const email = `policy-owner-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `other-${Date.now()}@example.com` }));
  clientId = (await broker.post('/api/clients', aClientBody({ name: 'Harbour Foods Ltd', email }))).data.id;
  const theirs = (await broker.post('/api/clients', aClientBody({ name: 'Someone Else Ltd', email: `else-${Date.now()}@example.com` })))
    .data.id;
  const submission = await broker.post('/api/submissions', aSubmissionBody(clientId));
  expect(submission.status).toBe(201);
  soon = await aPolicy(clientId, 20, submission.data.id);
  later = await aPolicy(clientId, 75);
  farOff = await aPolicy(clientId, 200);
  foreign = await aPolicy(theirs, 50);
});
afterAll(() => app?.close());

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('renewals list', () => {
  it('lists policies expiring within the chosen window, soonest first, with owner, premium and status', async () => {
    const wide = await broker.get('/api/policies/renewals');
    expect(wide.status).toBe(200);
    expect(wide.data.within).toBe(120);
    expect(ids(wide.data.items)).toEqual([soon, foreign, later]);
    expect(wide.data.items[0]).toMatchObject({
      client: 'Harbour Foods Ltd',
      owner: brokerName,
      premium: 10_000,
      renewalStatus: 'not_started',
    });
    const narrow = await broker.get('/api/policies/renewals?within=30');
    expect(ids(narrow.data.items)).toEqual([soon]);
    expect(ids((await insurer.get('/api/policies/renewals?within=60')).data.items)).toEqual([soon, foreign]);
    expect((await broker.get('/api/policies/renewals?within=45')).status).toBe(400);
    expect(ids(wide.data.items)).not.toContain(farOff);
  });

  it('refuses customers and pending accounts', async () => {
    expect((await customer.get('/api/policies/renewals')).status).toBe(403);
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    expect((await pending.get('/api/policies/renewals')).status).toBe(403);
    expect((await pending.get(`/api/policies/${soon}/detail`)).status).toBe(403);
  });
});

describe('starting and deciding a renewal', () => {
  it('creates a renewal submission prefilled from the policy and its schedule, linked and recorded', async () => {
    expect((await insurer.post(`/api/policies/${soon}/renewal`, {})).status).toBe(403);
    expect((await customer.post(`/api/policies/${soon}/renewal`, {})).status).toBe(403);
    const started = await broker.post(`/api/policies/${soon}/renewal`, {});
    expect(started.status).toBe(201);
    expect(started.data).toMatchObject({ renewalStatus: 'remarketing' });
    expect(started.data.renewalSubmissionRef).toMatch(/^SUB-\d{4}-\d{4}$/);
    expect(started.data.history[0]).toMatchObject({ action: 'Renewal started' });
    const renewal = await broker.get(`/api/submissions/${started.data.renewalSubmissionRef}`);
    expect(renewal.data).toMatchObject({ transactionType: 'renewal', product: 'commercial_package' });
    expect(renewal.data.properties).toHaveLength(1);
    expect(renewal.data.vehicles).toHaveLength(1);
    expect(renewal.data.coverages.map((c: { coverage: string }) => c.coverage).sort()).toEqual(['motor_fleet', 'property']);
    expect((await broker.post(`/api/policies/${soon}/renewal`, {})).status).toBe(409);
  });

  it('flags a renewed premium that moves by more than the configured percentage, and keeps a decision final', async () => {
    expect((await broker.patch(`/api/policies/${soon}/renewal`, { status: 'renewed' })).status).toBe(400);
    const quoted = await broker.patch(`/api/policies/${soon}/renewal`, { status: 'quoted' });
    expect(quoted.data.renewalStatus).toBe('quoted');
    const renewed = await manager.patch(`/api/policies/${soon}/renewal`, { status: 'renewed', renewedPremium: 11_500 });
    expect(renewed.status).toBe(200);
    expect(renewed.data).toMatchObject({ renewalStatus: 'renewed', renewedPremium: 11_500, premiumChangeFlagged: true });
    expect(renewed.data.history[0].details).toContain('+15.0%');
    expect((await broker.patch(`/api/policies/${soon}/renewal`, { status: 'lapsed' })).status).toBe(409);
  });

  it('does not flag a renewal within the threshold', async () => {
    const id = await aPolicy(clientId, 100);
    const renewed = await broker.patch(`/api/policies/${id}/renewal`, { status: 'renewed', renewedPremium: '10,900' });
    expect(renewed.data).toMatchObject({ renewedPremium: 10_900, premiumChangeFlagged: false });
  });
});

describe('overdue renewal decisions', () => {
  it('raises once a task and a notification for the owner, or the managers when nobody owns the policy', async () => {
    const owned = await broker.post('/api/submissions', aSubmissionBody(clientId));
    const ownedPolicy = await aPolicy(clientId, 10, owned.data.id);
    const unowned = await aPolicy(clientId, 5);
    const deps = { uow: app.db.uow, clock: systemClock, renewalDecisionDays: 30 };
    const raised = await raiseOverdueRenewals(deps)();
    expect(raised).toBeGreaterThanOrEqual(2);
    expect(await raiseOverdueRenewals(deps)()).toBe(0);

    const detail = (await broker.get(`/api/policies/${ownedPolicy}/detail`)).data;
    expect(detail.renewalStatus).toBe('remarketing');
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('Renewal decision overdue');
    const submission = (await broker.get(`/api/submissions/${detail.renewalSubmissionRef}`)).data;
    expect(submission.tasks[0]).toMatchObject({ assignedTo: brokerName, priority: 'High' });
    const brokerFeed = (await broker.get('/api/notifications')).data.items.map(
      (n: { title: string; details: string }) => `${n.title}: ${n.details}`,
    );
    expect(brokerFeed.some((t: string) => t.startsWith('Renewal decision overdue') && t.includes(detail.policyNumber))).toBe(true);

    const unownedNumber = (await broker.get(`/api/policies/${unowned}/detail`)).data.policyNumber;
    const managerFeed = (await manager.get('/api/notifications')).data.items.map((n: { details: string }) => n.details);
    expect(managerFeed.some((d: string) => d.includes(unownedNumber))).toBe(true);
    expect(brokerFeed.some((t: string) => t.includes(unownedNumber))).toBe(false);
  });
});

describe('endorsements and cancellation', () => {
  it('records a mid-term change as the next version with its premium adjustment', async () => {
    const body = { kind: 'add_location', effectiveDate: today, description: 'Add the Leeds depot', premiumAdjustment: 850 };
    expect((await insurer.post(`/api/policies/${later}/endorsements`, body)).status).toBe(403);
    expect((await customer.post(`/api/policies/${later}/endorsements`, body)).status).toBe(403);
    expect((await broker.post(`/api/policies/${later}/endorsements`, { ...body, effectiveDate: addDays(today, 400) })).status).toBe(400);
    const first = await broker.post(`/api/policies/${later}/endorsements`, body);
    expect(first.status).toBe(201);
    const second = await broker.post(`/api/policies/${later}/endorsements`, {
      kind: 'change_limit',
      effectiveDate: today,
      description: 'Lower the stock limit',
      premiumAdjustment: -200,
    });
    expect(second.data).toMatchObject({ version: 3, premium: 10_650 });
    expect(second.data.endorsements.map((e: { version: number }) => e.version)).toEqual([3, 2]);
    expect(second.data.history[0]).toMatchObject({ action: 'Endorsement 3' });
  });

  it('shows the customer their own policy read-only, and no one else theirs', async () => {
    const own = await customer.get(`/api/policies/${later}/detail`);
    expect(own.status).toBe(200);
    expect(own.data.endorsements).toHaveLength(2);
    expect(own.data.history).toEqual([]);
    expect(own.data.owner).toBeNull();
    expect((await otherCustomer.get(`/api/policies/${later}/detail`)).status).toBe(404);
    expect((await customer.get(`/api/policies/${foreign}/detail`)).status).toBe(404);
  });

  it('cancels with a date, a reason and a return premium, after which the policy takes no changes', async () => {
    const id = await aPolicy(clientId, 150);
    expect(
      (await broker.post(`/api/policies/${id}/cancellation`, { date: today, reason: 'Sold the business', returnPremium: 20_000 })).status,
    ).toBe(400);
    const cancelled = await broker.post(`/api/policies/${id}/cancellation`, {
      date: today,
      reason: 'Sold the business',
      returnPremium: 4100,
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      cancellation: { date: today, reason: 'Sold the business', returnPremium: 4100 },
    });
    const again = await broker.post(`/api/policies/${id}/endorsements`, {
      kind: 'other',
      effectiveDate: today,
      description: 'x',
      premiumAdjustment: 0,
    });
    expect(again.status).toBe(409);
    expect(ids((await broker.get('/api/policies/renewals?within=120')).data.items)).not.toContain(id);
  });
});

describe('certificates of insurance', () => {
  let holders: string[] = [];

  it('keeps a master list of holders per client with their wording', async () => {
    const landlord = {
      name: 'Quayside Estates',
      address: '4 Quay Street, Bristol',
      additionalInsured: true,
      waiverOfSubrogation: false,
      wording: 'Re: Unit 4 lease',
    };
    expect((await insurer.post(`/api/policies/${later}/certificate-holders`, landlord)).status).toBe(403);
    expect((await broker.post(`/api/policies/${later}/certificate-holders`, { ...landlord, name: ' ' })).status).toBe(400);
    const a = await broker.post(`/api/policies/${later}/certificate-holders`, landlord);
    const b = await broker.post(`/api/policies/${later}/certificate-holders`, {
      name: 'Northern Bank plc',
      address: '1 Bank Row, Leeds',
      waiverOfSubrogation: true,
    });
    expect(a.status).toBe(201);
    holders = [a.data.id, b.data.id];
    const list = await insurer.get(`/api/policies/${soon}/certificate-holders`);
    expect(list.data.map((h: { name: string }) => h.name)).toEqual(['Northern Bank plc', 'Quayside Estates']);
    expect((await customer.get(`/api/policies/${later}/certificate-holders`)).status).toBe(403);
  });

  it('issues one PDF per holder in one request, stored and recorded, downloadable by the customer but no one else', async () => {
    expect((await broker.post(`/api/policies/${later}/certificates`, { holderIds: [] })).status).toBe(400);
    const foreignHolder = await broker.post(`/api/policies/${foreign}/certificate-holders`, { name: 'Elsewhere', address: '1 Road' });
    expect((await broker.post(`/api/policies/${later}/certificates`, { holderIds: [foreignHolder.data.id] })).status).toBe(400);
    const issued = await broker.post(`/api/policies/${later}/certificates`, { holderIds: holders });
    expect(issued.status).toBe(201);
    expect(issued.data).toHaveLength(2);
    expect(issued.data[0].filename).toMatch(/^Certificate-POL-T-.*-C001-Quayside-Estates\.pdf$/);
    const detail = (await broker.get(`/api/policies/${later}/detail`)).data;
    expect(detail.certificates).toHaveLength(2);
    expect(detail.history[0]).toMatchObject({ action: 'Certificates issued' });
    const path = `/api/policies/${later}/certificates/${issued.data[0].id}/download`;
    const pdf = await customer.request('GET', path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect((await otherCustomer.request('GET', path)).status).toBe(404);
    expect((await otherCustomer.request('GET', `/api/policies/${foreign}/certificates/${issued.data[0].id}/download`)).status).toBe(404);
  });
});
