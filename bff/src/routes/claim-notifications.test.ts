import { notificationPath, type Notification, type User } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Staff hear of what customers do on a policy no submission can carry: a new claim reaches the bell of the
 * broker who looks after the policy (the broker managers when nobody active does), and so does a
 * certificate request waiting for approval on a policy that has no submission. Nobody else is told.
 */
let app: TestApp;
let broker: HttpClient;
let brokerId: string;
let manager: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let pending: HttpClient;
let pendingId: string;
let clientId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const aPolicy = async (ownerId: string | null, submissionId: string | null = null) =>
  app.db.uow.run(async (repos) => {
    const policy = await repos.policies.create({
      policyNumber: `POL-N-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      clientId,
      submissionId,
      status: 'active',
      product: 'commercial_property',
      premium: 4250,
      effectiveDate: day(-30),
      expirationDate: day(300),
    });
    await repos.policies.setOwner(policy.id, ownerId);
    return policy;
  });

const aClaim = (policyId: string) =>
  customer.post('/api/claims', {
    policyId,
    lossDate: day(-1),
    location: '100 Main St, Springfield, IL',
    description: 'A burst pipe flooded the warehouse floor.',
    estimatedAmount: 12500,
  });

const feed = async (http: HttpClient): Promise<Notification[]> => {
  const response = await http.get('/api/notifications?limit=100');
  return response.status === 200 ? response.data.items : [];
};

beforeAll(async () => {
  app = await startTestApp();
  let user: User;
  ({ http: broker, user } = await app.signedIn('broker'));
  brokerId = user.id;
  ({ http: manager } = await app.signedIn('broker_manager'));
  const email = `claimant-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `bystander-${Date.now()}@example.com` }));
  ({ http: pending, user } = await app.signedIn('broker', { status: 'pending' }));
  pendingId = user.id;
  clientId = (await broker.post('/api/clients', aClientBody({ email }))).data.id;
});
afterAll(() => app?.close());

describe('a customer reports a claim', () => {
  it('puts a bell entry linking to the claim page in the policy owner’s feed, and marks it read', async () => {
    const policy = await aPolicy(brokerId);
    const before = (await broker.get('/api/live/counts')).data.notifications as number;
    const { data: claim, status } = await aClaim(policy.id);
    expect(status).toBe(201);

    const entry = (await feed(broker)).find((n) => n.reference === claim.reference);
    expect(entry).toMatchObject({
      kind: 'claim',
      target: 'claim',
      recordId: claim.id,
      submissionId: null,
      title: 'New claim reported',
      readAt: null,
    });
    expect(entry!.details).toContain(policy.policyNumber);
    expect(notificationPath('broker', entry!)).toBe(`/claims/${claim.reference}`);
    expect((await broker.get('/api/live/counts')).data.notifications).toBe(before + 1);

    const read = await broker.post('/api/notifications/read', { ids: [entry!.id] });
    expect(read.status).toBe(200);
    expect((await feed(broker)).find((n) => n.id === entry!.id)?.readAt).not.toBeNull();
    // The manager is not bothered while the policy has an active owner.
    expect((await feed(manager)).some((n) => n.reference === claim.reference)).toBe(false);
  });

  it('tells neither the reporting customer nor another customer, and never a pending account', async () => {
    const { data: claim } = await aClaim((await aPolicy(brokerId)).id);
    expect((await feed(customer)).some((n) => n.reference === claim.reference)).toBe(false);
    expect((await feed(otherCustomer)).some((n) => n.reference === claim.reference)).toBe(false);

    // A policy whose owner is still waiting for approval falls to the broker managers.
    const { data: orphan } = await aClaim((await aPolicy(pendingId)).id);
    expect((await feed(manager)).find((n) => n.reference === orphan.reference)).toMatchObject({ target: 'claim', kind: 'claim' });
    expect(await feed(pending)).toEqual([]);
    expect(await app.db.knex('notifications').where({ user_id: pendingId })).toEqual([]);
  });

  it('reaches the staff working the policy’s submission when nobody owns the policy, not the office', async () => {
    // The broker who created the submission follows it; the policy itself has lost its owner.
    const submission = (await broker.post('/api/submissions', aSubmissionBody(clientId))).data;
    const { data: claim } = await aClaim((await aPolicy(null, submission.id)).id);
    expect((await feed(broker)).find((n) => n.reference === claim.reference)).toMatchObject({ target: 'claim' });
    expect((await feed(manager)).some((n) => n.reference === claim.reference)).toBe(false);
  });

  it('reaches the client’s broker when the policy has neither an owner nor a submission, not the office', async () => {
    // The broker who works the client's other business follows it; the policy stands on its own.
    const email = `own-broker-${Date.now()}@example.com`;
    const { http: claimant } = await app.signedIn('customer', { email });
    const { http: clientsBroker } = await app.signedIn('broker');
    const { http: otherBroker } = await app.signedIn('broker');
    const ownClient = (await clientsBroker.post('/api/clients', aClientBody({ email }))).data.id as string;
    await clientsBroker.post('/api/submissions', aSubmissionBody(ownClient));
    const policy = await app.db.uow.run((repos) =>
      repos.policies.create({
        policyNumber: `POL-C-${Date.now()}`,
        clientId: ownClient,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 1200,
        effectiveDate: day(-30),
        expirationDate: day(300),
      }),
    );
    const { data: claim, status } = await claimant.post('/api/claims', {
      policyId: policy.id,
      lossDate: day(-1),
      location: '9 Mill Lane',
      description: 'Storm took the roof.',
      estimatedAmount: null,
    });
    expect(status).toBe(201);
    expect((await feed(clientsBroker)).find((n) => n.reference === claim.reference)).toMatchObject({ target: 'claim', kind: 'claim' });
    expect((await feed(manager)).some((n) => n.reference === claim.reference)).toBe(false);
    expect((await feed(otherBroker)).some((n) => n.reference === claim.reference)).toBe(false);
    expect((await feed(otherCustomer)).some((n) => n.reference === claim.reference)).toBe(false);
  });
});

describe('a certificate request on a policy without a submission', () => {
  it('tells the policy owner, linking to the policy, where no task can be raised', async () => {
    const policy = await aPolicy(brokerId);
    const asked = await customer.post(`/api/policies/${policy.id}/certificate-requests`, {
      holderName: 'Harbour Authority',
      holderAddress: '1 Pier Head, Hull',
      waiverOfSubrogation: true,
      wording: 'Re: berth 7 licence',
    });
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({ status: 'pending', task: null });

    const entry = (await feed(broker)).find((n) => n.target === 'policy' && n.recordId === policy.id);
    expect(entry).toMatchObject({ kind: 'task', title: 'Certificate approval requested', reference: policy.policyNumber });
    expect(entry!.details).toContain('Harbour Authority');
    expect(notificationPath('broker', entry!)).toBe(`/policies/${policy.id}`);
    expect((await feed(customer)).some((n) => n.target === 'policy')).toBe(false);
    expect((await feed(otherCustomer)).some((n) => n.target === 'policy')).toBe(false);
  });
});
