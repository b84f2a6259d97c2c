import { notificationPath, type Notification } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Customers start conversations from their own submission, policy and claim pages, over HTTP against the
 * database: each message lands in the conversation the broker answers from, and the client's broker is
 * told in the bell (the broker manager is not, while the client has a broker). A second customer, a
 * pending account and a carrier's underwriter reach none of it.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let customer: HttpClient;
let second: HttpClient;
let pending: HttpClient;
let underwriter: HttpClient;
let clientId: string;
let submission: { id: string; submissionId: string };
let policyId: string;
let policyNumber: string;
let claim: { id: string; reference: string };
const run = Date.now().toString(36);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A policy of the client that nobody owns and no submission stands behind: it falls to the client's brokers. */
const aPolicy = (policyNumber: string) =>
  app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber,
      clientId,
      submissionId: null,
      status: 'active',
      product: 'commercial_property',
      premium: 4250,
      effectiveDate: day(-30),
      expirationDate: day(300),
    }),
  );

const feed = async (http: HttpClient): Promise<Notification[]> => {
  const response = await http.get('/api/notifications?limit=100');
  expect(response.status).toBe(200);
  return response.data.items;
};

/** A customer's message as the submission page sends it: always to the broker, on the client channel. */
const aCustomerMessage = (content: string) => ({ to: 'Your broker', subject: 'Question from the client', content });

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  const email = `conversations-${run}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email }));
  ({ http: second } = await app.signedIn('customer', { email: `conversations-second-${run}@example.com` }));
  ({ http: pending } = await app.signedIn('customer', { email: `conversations-pending-${run}@example.com`, status: 'pending' }));
  const carrier = await broker.post('/api/carriers', {
    name: `Conversations Carrier ${run}`,
    appetite: [],
    contacts: [{ name: 'Underwriter', email: `uw-${run}@carrier.example` }],
  });
  expect(carrier.status).toBe(201);
  ({ http: underwriter } = await app.signedIn('insurer', { carrierId: carrier.data.id }));

  clientId = (await broker.post('/api/clients', aClientBody({ email }))).data.id;
  // The broker creates the client's submission, so the broker follows it: the client's broker.
  const created = await broker.post('/api/submissions', aSubmissionBody(clientId, { shareWithClient: true }));
  expect(created.status).toBe(201);
  submission = created.data;
  const policy = await aPolicy(`POL-C-${run}`);
  policyId = policy.id;
  policyNumber = policy.policyNumber;
  const reported = await customer.post('/api/claims', {
    policyId,
    lossDate: day(-1),
    location: '100 Main St, Springfield, IL',
    description: 'A burst pipe flooded the warehouse floor.',
    estimatedAmount: 12500,
  });
  expect(reported.status).toBe(201);
  claim = reported.data;
});
afterAll(() => app?.close());

describe('a customer starts a conversation', () => {
  it('on their submission: the broker reads it on the client channel and is told, the manager is not', async () => {
    const sent = await customer.post(`/api/submissions/${submission.id}/messages`, aCustomerMessage('Is the roof survey enough?'));
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ channel: 'client', content: 'Is the roof survey enough?' });

    const staffSide = (await broker.get(`/api/submissions/${submission.id}/messages`)).data as Array<{ content: string; channel: string }>;
    expect(staffSide.find((m) => m.content === 'Is the roof survey enough?')).toMatchObject({ channel: 'client' });
    expect((await customer.get(`/api/submissions/${submission.id}/messages`)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: 'Is the roof survey enough?' })]),
    );

    const told = (await feed(broker)).find((n) => n.target === 'submission' && n.recordId === submission.id && n.kind === 'message');
    expect(told).toMatchObject({ title: 'New message', reference: submission.submissionId });
    expect(told?.details).toContain('Is the roof survey enough?');
    expect((await feed(manager)).some((n) => n.recordId === submission.id)).toBe(false);
  });

  it('on their policy: it goes on the client’s general thread, about the policy, and the broker is told', async () => {
    expect((await customer.get(`/api/policies/${policyId}/messages`)).data).toMatchObject({ policyId, policyNumber, messages: [] });
    const sent = await customer.post(`/api/policies/${policyId}/messages`, { content: 'Does the policy cover flood?' });
    expect(sent.status).toBe(201);
    expect(sent.data.messages).toEqual([
      expect.objectContaining({ content: 'Does the policy cover flood?', fromStaff: false, policy: { id: policyId, policyNumber } }),
    ]);

    // The broker answers where they answer the client: the general thread, where the message says its policy.
    const thread = (await broker.get(`/api/threads/general/${clientId}`)).data;
    expect(thread.messages.find((m: { content: string }) => m.content === 'Does the policy cover flood?')).toMatchObject({
      policy: { id: policyId, policyNumber },
    });
    const told = (await feed(broker)).find((n) => n.target === 'general' && n.recordId === clientId);
    expect(told).toMatchObject({ kind: 'message', title: 'New message', details: `Policy ${policyNumber}: Does the policy cover flood?` });
    expect((await feed(manager)).some((n) => n.recordId === clientId)).toBe(false);

    // The broker's answer from the policy's page continues the same conversation, for the customer too.
    expect((await broker.post(`/api/policies/${policyId}/messages`, { content: 'Yes, up to the flood sublimit.' })).status).toBe(201);
    const mine = (await customer.get(`/api/policies/${policyId}/messages`)).data.messages as Array<{ content: string; fromStaff: boolean }>;
    expect(mine.map((m) => [m.content, m.fromStaff])).toEqual([
      ['Does the policy cover flood?', false],
      ['Yes, up to the flood sublimit.', true],
    ]);
  });

  it('on their general thread: the client’s broker is told, with a link to the thread', async () => {
    expect((await customer.post(`/api/threads/general/${clientId}`, { content: 'We moved offices.' })).status).toBe(201);
    const told = (await feed(broker)).find((n) => n.target === 'general' && n.details === 'We moved offices.');
    expect(told).toMatchObject({ kind: 'message', reference: expect.any(String), recordId: clientId });
    expect(notificationPath('broker', told!)).toBe(`/messages?open=${clientId}&kind=general`);
    // The general thread holds both: the policy's messages name their policy, the rest name none.
    const general = (await customer.get(`/api/threads/general/${clientId}`)).data.messages as Array<{ policy: unknown }>;
    expect(general.filter((m) => m.policy === null)).toHaveLength(1);
  });

  it('on their claim: the broker is told of the message, with a link to the claim', async () => {
    const sent = await customer.post(`/api/claims/${claim.id}/messages`, { content: 'The loss adjuster has not called.' });
    expect(sent.status).toBe(201);
    const told = (await feed(broker)).find((n) => n.target === 'claim' && n.kind === 'message');
    expect(told).toMatchObject({ recordId: claim.id, reference: claim.reference, title: 'New message' });
    expect(told?.details).toContain('The loss adjuster has not called.');
    expect((await feed(manager)).some((n) => n.kind === 'message' && n.recordId === claim.id)).toBe(false);
  });

  it('does not tell the customer of their own message, nor staff of the firm’s own answer', async () => {
    const before = (await feed(broker)).length;
    expect((await broker.post(`/api/claims/${claim.id}/messages`, { content: 'We will chase them.' })).status).toBe(201);
    expect((await broker.post(`/api/threads/general/${clientId}`, { content: 'Noted, thank you.' })).status).toBe(201);
    expect(await feed(broker)).toHaveLength(before);
    expect((await feed(customer)).some((n) => n.kind === 'message' && n.target !== 'submission')).toBe(false);
  });
});

describe('only the client’s own customers reach these conversations', () => {
  it('answers a second customer not found on the first customer’s submission, policy and claim', async () => {
    expect((await second.get(`/api/submissions/${submission.id}/messages`)).status).toBe(404);
    expect((await second.post(`/api/submissions/${submission.id}/messages`, aCustomerMessage('Hello'))).status).toBe(404);
    expect((await second.get(`/api/policies/${policyId}/messages`)).status).toBe(404);
    expect((await second.post(`/api/policies/${policyId}/messages`, { content: 'Hello' })).status).toBe(404);
    expect((await second.post(`/api/claims/${claim.id}/messages`, { content: 'Hello' })).status).toBe(404);
    expect((await second.post(`/api/policies/not-a-policy/messages`, { content: 'Hello' })).status).toBe(404);
  });

  it('refuses a pending account and anyone signed out', async () => {
    expect((await pending.get(`/api/policies/${policyId}/messages`)).status).toBe(403);
    expect((await pending.post(`/api/policies/${policyId}/messages`, { content: 'Hello' })).status).toBe(403);
    expect((await pending.post(`/api/submissions/${submission.id}/messages`, aCustomerMessage('Hello'))).status).toBe(403);
    expect((await app.client().post(`/api/policies/${policyId}/messages`, { content: 'Hello' })).status).toBe(401);
  });

  it('keeps a customer off the staff-only endpoints around them', async () => {
    expect((await customer.patch(`/api/claims/${claim.id}`, { status: 'acknowledged' })).status).toBe(403);
    expect((await customer.get('/api/clients')).status).toBe(403);
  });

  it('never shows a carrier’s underwriter the client’s conversations', async () => {
    const refused = (status: number) => expect([403, 404]).toContain(status);
    const messages = await underwriter.get(`/api/submissions/${submission.id}/messages`);
    refused(messages.status);
    refused((await underwriter.post(`/api/submissions/${submission.id}/messages`, aCustomerMessage('Hello'))).status);
    refused((await underwriter.get(`/api/policies/${policyId}/messages`)).status);
    refused((await underwriter.post(`/api/policies/${policyId}/messages`, { content: 'Hello' })).status);
    refused((await underwriter.get(`/api/threads/general/${clientId}`)).status);
    refused((await underwriter.get(`/api/claims/${claim.id}`)).status);
    expect(JSON.stringify(messages.data)).not.toContain('Is the roof survey enough?');
  });

  it('leaves a message about a policy to that policy: another policy of the client shows none of it', async () => {
    const other = await aPolicy(`POL-D-${run}`);
    expect((await customer.get(`/api/policies/${other.id}/messages`)).data.messages).toEqual([]);
  });
});
