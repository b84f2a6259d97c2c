import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import { aNewClaim, aNewPolicy } from '@workbench/adapters/testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A merge keeps the duplicate's customers on what moved, over HTTP on a real database: a customer whose
 * address was the duplicate's (not the kept client's) still sees its submission, policy, claim and thread
 * after the merge; a customer of another client still does not; an account that is not active or whose
 * address is unproven reaches nothing; and staff endpoints stay closed to customers.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let tag: string;

const aClient = async (name: string, email: string) => {
  const created = await broker.post('/api/clients', aClientBody({ name, email, confirmDuplicate: true }));
  expect(created.status).toBe(201);
  return created.data as { id: string; name: string };
};

/** A submission shared with the client, a policy and a claim on it: what its customer follows in the portal. */
async function businessOf(clientId: string, reportedById: string, policyNumber: string) {
  const submission = await broker.post('/api/submissions', aSubmissionBody(clientId, { shareWithClient: true }));
  expect(submission.status).toBe(201);
  return app.db.uow.run(async (repos) => {
    const policy = await repos.policies.create(aNewPolicy(clientId, { policyNumber }));
    const claim = await repos.claims.create(aNewClaim(policy, reportedById));
    return { submission: submission.data as { id: string }, policy, claimId: claim.id };
  });
}

const idsOf = (page: { items?: Array<{ id: string }> } | Array<{ id: string }>) =>
  (Array.isArray(page) ? page : (page.items ?? [])).map((item) => item.id);

/** What a customer reaches of one client's business, by its single records and its lists. */
async function reached(http: HttpClient, business: Awaited<ReturnType<typeof businessOf>>, keptId: string) {
  const { claimId } = business;
  return {
    submission: (await http.get(`/api/submissions/${business.submission.id}`)).status,
    policy: (await http.get(`/api/policies/${business.policy.id}`)).status,
    claim: (await http.get(`/api/claims/${claimId}`)).status,
    thread: (await http.get(`/api/threads/general/${keptId}`)).status,
    listed: {
      submissions: idsOf((await http.get('/api/submissions')).data ?? []).includes(business.submission.id),
      policies: idsOf((await http.get('/api/policies')).data ?? []).includes(business.policy.id),
      claims: idsOf((await http.get('/api/claims')).data ?? []).includes(claimId),
    },
  };
}

const everything = { submission: 200, policy: 200, claim: 200, thread: 200, listed: { submissions: true, policies: true, claims: true } };
const nothing = { submission: 404, policy: 404, claim: 404, thread: 404, listed: { submissions: false, policies: false, claims: false } };

beforeAll(async () => {
  app = await startTestApp();
  tag = `P${Date.now().toString(36)}`;
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Bea Broker' }));
  ({ http: manager } = await app.signedIn('broker_manager', { fullName: 'Max Manager' }));
});
afterAll(() => app?.close());

describe('portal access across a client merge', () => {
  it("keeps the duplicate's customer, at another address than the kept client's, on everything that moved", async () => {
    const keptEmail = `kept-${tag}@example.com`.toLowerCase();
    const duplicateEmail = `dup-${tag}@example.com`.toLowerCase();
    const { http: keptCustomer } = await app.signedIn('customer', { email: keptEmail });
    const { http: duplicateCustomer, user: duplicateUser } = await app.signedIn('customer', { email: duplicateEmail });
    const { http: otherCustomer } = await app.signedIn('customer', { email: `other-${tag}@example.com`.toLowerCase() });
    await aClient(`Other Client ${tag}`, `other-${tag}@example.com`.toLowerCase());
    const kept = await aClient(`Acme Manufacturing ${tag}`, keptEmail);
    const duplicate = await aClient(`ACME Mfg ${tag}`, duplicateEmail);
    const business = await businessOf(duplicate.id, duplicateUser.id, `POL-${tag}-D`);

    const merged = await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id });
    expect(merged.status).toBe(200);
    expect(merged.data.client.email).toBe(keptEmail);
    expect(merged.data.history[0].details).toContain(`Portal accounts at ${duplicateEmail} reach this client now.`);
    expect(merged.data.portalAccounts.map((a: { email: string }) => a.email).sort()).toEqual([duplicateEmail, keptEmail].sort());

    expect(await reached(duplicateCustomer, business, kept.id)).toEqual(everything);
    expect(await reached(keptCustomer, business, kept.id)).toEqual(everything);
    expect(await reached(otherCustomer, business, kept.id)).toEqual(nothing);
    // The profile names the kept client among the customer's companies, never the merged shell.
    const profile = await duplicateCustomer.get('/api/profile');
    expect(profile.data.clients.map((c: { id: string }) => c.id)).toEqual([kept.id]);
  });

  it("tells the duplicate's customer of the kept client's news, in the portal and by mail, and no other customer", async () => {
    const keptEmail = `kept4-${tag}@example.com`.toLowerCase();
    const duplicateEmail = `dup4-${tag}@example.com`.toLowerCase();
    const otherEmail = `other4-${tag}@example.com`.toLowerCase();
    const { http: duplicateCustomer, user: duplicateUser } = await app.signedIn('customer', { email: duplicateEmail });
    const { http: otherCustomer } = await app.signedIn('customer', { email: otherEmail });
    const kept = await aClient(`Quay Traders ${tag}`, keptEmail);
    await aClient(`Other Traders ${tag}`, otherEmail);
    const duplicate = await aClient(`Quay Traders Ltd ${tag}`, duplicateEmail);
    const business = await businessOf(duplicate.id, duplicateUser.id, `POL-${tag}-N`);
    expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id })).status).toBe(200);

    const subject = `Your renewal ${tag}`;
    const message = { channel: 'client', subject, content: 'Please check the schedule.', to: 'Client' };
    expect((await broker.post(`/api/submissions/${business.submission.id}/messages`, message)).status).toBe(201);
    expect((await broker.post(`/api/threads/general/${kept.id}`, { content: `A word for the client ${tag}` })).status).toBe(201);

    const bell = (http: HttpClient) =>
      http.get('/api/notifications').then((r) => r.data.items.map((n: { submissionId: string | null }) => n.submissionId));
    const submissionRef = (await broker.get(`/api/submissions/${business.submission.id}`)).data.submissionId;
    expect(await bell(duplicateCustomer)).toContain(submissionRef);
    expect(await bell(otherCustomer)).not.toContain(submissionRef);
    const mailed = await app.db.knex('outbox').where({ recipient: duplicateEmail }).select('text');
    expect(mailed.some((m: { text: string }) => m.text.includes(`A word for the client ${tag}`))).toBe(true);
    expect(await app.db.knex('outbox').where({ recipient: otherEmail })).toEqual([]);
  });

  it('follows an edit of the kept client’s own address as before, and keeps the address the merge gave', async () => {
    const keptEmail = `kept2-${tag}@example.com`.toLowerCase();
    const duplicateEmail = `dup2-${tag}@example.com`.toLowerCase();
    const { http: keptCustomer } = await app.signedIn('customer', { email: keptEmail });
    const { http: duplicateCustomer, user: duplicateUser } = await app.signedIn('customer', { email: duplicateEmail });
    const kept = await aClient(`Harbour Bakery ${tag}`, keptEmail);
    const duplicate = await aClient(`Harbour Bakery Ltd ${tag}`, duplicateEmail);
    const business = await businessOf(duplicate.id, duplicateUser.id, `POL-${tag}-E`);
    expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id })).status).toBe(200);

    const newEmail = `kept2-new-${tag}@example.com`.toLowerCase();
    expect((await broker.patch(`/api/clients/${kept.id}`, { email: newEmail })).status).toBe(200);
    const { http: newCustomer } = await app.signedIn('customer', { email: newEmail });
    expect(await reached(newCustomer, business, kept.id)).toEqual(everything);
    expect(await reached(keptCustomer, business, kept.id)).toEqual(nothing);
    expect(await reached(duplicateCustomer, business, kept.id)).toEqual(everything);
  });

  it('gives nothing to a pending account or an unproven address of a merged duplicate, and no staff endpoint to its customer', async () => {
    const pendingEmail = `pending-${tag}@example.com`.toLowerCase();
    const unprovenEmail = `unproven-${tag}@example.com`.toLowerCase();
    const duplicateEmail = `dup3-${tag}@example.com`.toLowerCase();
    const { http: pending } = await app.signedIn('customer', { email: pendingEmail, status: 'pending' });
    const { http: unproven } = await app.signedIn('customer', { email: unprovenEmail, emailVerified: false });
    const { http: duplicateCustomer, user: duplicateUser } = await app.signedIn('customer', { email: duplicateEmail });
    const kept = await aClient(`Guarded Kept ${tag}`, `kept3-${tag}@example.com`.toLowerCase());
    const pendingsClient = await aClient(`Guarded Kept Two ${tag}`, pendingEmail);
    const unprovensClient = await aClient(`Guarded Kept Three ${tag}`, unprovenEmail);
    const duplicate = await aClient(`Guarded Kept Ltd ${tag}`, duplicateEmail);
    const business = await businessOf(duplicate.id, duplicateUser.id, `POL-${tag}-G`);
    for (const merged of [pendingsClient, unprovensClient, duplicate]) {
      expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: merged.id })).status).toBe(200);
    }

    for (const http of [pending, unproven]) {
      for (const path of [
        `/api/submissions/${business.submission.id}`,
        `/api/policies/${business.policy.id}`,
        `/api/threads/general/${kept.id}`,
      ]) {
        expect([path, [403, 404].includes((await http.get(path)).status)]).toEqual([path, true]);
      }
    }
    expect((await unproven.get('/api/submissions')).data.items ?? []).toEqual([]);

    expect((await duplicateCustomer.get(`/api/submissions/${business.submission.id}`)).status).toBe(200);
    for (const [name, status] of [
      ['GET record', (await duplicateCustomer.get(`/api/clients/${kept.id}`)).status],
      ['GET directory', (await duplicateCustomer.get('/api/clients/directory')).status],
      ['PATCH record', (await duplicateCustomer.patch(`/api/clients/${kept.id}`, { phone: '1' })).status],
      ['POST merge', (await duplicateCustomer.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id })).status],
    ] as const) {
      expect([name, status]).toEqual([name, 403]);
    }
  });
});
