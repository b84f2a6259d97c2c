import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PENDING_MESSAGE,
  ACCOUNT_REFUSED_MESSAGE,
  EMAIL_TAKEN,
  INVALID_INVITATION,
  ALREADY_VERIFIED,
  INVALID_VERIFICATION_LINK,
  INVITATION_FOR_OTHER_ADDRESS,
  type PasswordHasher,
} from '@workbench/core';
import { argon2Hasher } from '../password-hasher.ts';
import { aMessage, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Who may see and change what. Each block is a hole this model closes: an e-mail address typed at
 * registration granting a client's data, self-registered staff rights, and throttles that parallel
 * requests could outrun.
 */

// A fast stand-in for argon2 that counts how many passwords reach it, so a race can be measured. Accounts
// the test app makes directly carry real argon2 hashes, which it hands on.
let verifications = 0;
const countingHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (hash, password) => {
    verifications++;
    if (!hash.startsWith('plain:')) return argon2Hasher.verify(hash, password);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return hash === `plain:${password}`;
  },
};

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let registrations = 0;

beforeAll(async () => {
  app = await startTestApp({ overrides: { hasher: countingHasher }, config: { trustProxy: true } });
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
});
afterAll(() => app?.close());

/** Registers through the API from an address of its own, so the per-address limit never interferes. */
async function registerAs(role: string, fields: Record<string, unknown> = {}) {
  const n = ++registrations;
  const http = app.client();
  const response = await http.post(
    '/api/auth/register',
    {
      username: `self-${n}`,
      password: DEFAULT_PASSWORD,
      fullName: `Self Registered ${n}`,
      email: `self-${n}@example.com`,
      role,
      ...fields,
    },
    { 'x-forwarded-for': `203.0.113.${n % 250}` },
  );
  return { http, response };
}

/** The newest mail to `to` in the outbox (no mail server is configured in tests), and the link in it. */
async function lastMailTo(to: string): Promise<{ subject: string; text: string; link: string }> {
  const mails = (await app.db.uow.repos.outbox.list(500)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
  return { subject: mail.subject, text: mail.text, link };
}

const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name) ?? '';

/** A client with the address, a submission of it shared with the client, a policy and a shared document. */
async function sharedWorkFor(email: string) {
  const { client, submission } = await aSubmissionFor(broker, { client: { email }, submission: { shareWithClient: true } });
  const doc = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', { name: 'schedule.png', bytes: files.png() });
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-2026-${String(registrations + 9000)}`,
      clientId: client.id,
      submissionId: submission.id,
      status: 'active',
      product: 'commercial_package',
      premium: 1000,
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
    }),
  );
  return { submission, documentId: doc.data.id as string, policyId: policy.id };
}

/** Everything a customer could reach of the work, as statuses: all 200 when they may see it. */
async function reach(http: HttpClient, work: Awaited<ReturnType<typeof sharedWorkFor>>) {
  const list = await http.get('/api/submissions');
  const policies = await http.get('/api/policies');
  const activity = await http.get('/api/activity');
  return {
    listed: list.data.some((s: { id: string }) => s.id === work.submission.id),
    detail: (await http.get(`/api/submissions/${work.submission.id}`)).status,
    download: (await http.get(`/api/documents/${work.documentId}/download`)).status,
    policy: (await http.get(`/api/policies/${work.policyId}`)).status,
    policyListed: policies.data.some((p: { id: string }) => p.id === work.policyId),
    activity: activity.data.some((a: { submissionRecordId: string }) => a.submissionRecordId === work.submission.id),
    message: (await http.post(`/api/submissions/${work.submission.id}/messages`, aMessage())).status,
  };
}

const NOTHING = { listed: false, detail: 404, download: 404, policy: 404, policyListed: false, activity: false, message: 404 };

describe('a customer reaches a client only through an address they proved', () => {
  it('refuses a second account with an address already taken, in any letter case', async () => {
    const owner = await app.createUser('customer', { email: 'owner.case@example.com' });
    const { response } = await registerAs('customer', { email: 'Owner.CASE@Example.com' });
    expect(response.status).toBe(409);
    expect(response.data).toEqual({ code: expect.any(String), message: EMAIL_TAKEN });
    expect(owner.emailVerified).toBe(true);
  });

  it('shows nothing of the client whose address an unverified account typed, then everything once the mailed link is opened', async () => {
    const email = 'new.customer@acme-verify.example';
    const work = await sharedWorkFor(email);
    const { http, response } = await registerAs('customer', { email });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ role: 'customer', status: 'active', emailVerified: false });
    expect(await reach(http, work)).toEqual(NOTHING);

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(new URL(mail.link).pathname).toBe('/auth/verify');
    const verified = await app.client().post('/api/auth/verify-email', { token: tokenOf(mail.link, 'token') });
    expect(verified.status).toBe(200);
    expect(verified.data).toMatchObject({ id: response.data.id, emailVerified: true });

    expect((await http.get('/api/auth/user')).data.emailVerified).toBe(true);
    expect(await reach(http, work)).toEqual({
      ...NOTHING,
      listed: true,
      detail: 200,
      download: 200,
      policy: 200,
      policyListed: true,
      activity: true,
      message: 201,
    });
  });

  it('takes a verification link once, and refuses a made-up one', async () => {
    const { response } = await registerAs('customer');
    const token = tokenOf((await lastMailTo(response.data.email)).link, 'token');
    expect((await app.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    // Opened again, the link says the address is confirmed already, not that it is bad.
    const again = await app.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe(ALREADY_VERIFIED);
    const madeUp = await app.client().post('/api/auth/verify-email', { token: 'made-up' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.data.message).toBe(INVALID_VERIFICATION_LINK);
    expect((await app.client().post('/api/auth/verify-email', {})).status).toBe(400);
  });

  it('mails a new link on request, refuses it once verified, and stops after five within 15 minutes', async () => {
    const { http, response } = await registerAs('customer');
    for (let i = 0; i < 4; i++) {
      const resent = await http.post('/api/auth/resend-verification');
      expect(resent.status).toBe(202);
      expect(resent.data).toEqual({ to: response.data.email });
    }
    expect((await http.post('/api/auth/resend-verification')).status).toBe(429);
    const token = tokenOf((await lastMailTo(response.data.email)).link, 'token');
    expect((await app.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await http.post('/api/auth/resend-verification')).status).toBe(409);
    expect((await broker.post('/api/auth/resend-verification')).status).toBe(403);
  });

  it('binds an account opened through a portal invitation to the invited address at once', async () => {
    const email = 'invited@acme-invite.example';
    const work = await sharedWorkFor(email);
    const { data: clients } = await broker.get(`/api/clients?q=${encodeURIComponent('Acme')}`);
    const client = clients.find((c: { email: string }) => c.email === email);
    expect((await broker.post('/api/invitations', { clientId: client.id })).status).toBe(202);
    const invitation = tokenOf((await lastMailTo(email)).link, 'invitation');
    expect(invitation).not.toBe('');

    const elsewhere = await registerAs('customer', { email: 'someone.else@example.com', invitation });
    expect(elsewhere.response.status).toBe(400);
    expect(elsewhere.response.data.issues).toEqual([{ path: 'email', message: INVITATION_FOR_OTHER_ADDRESS }]);

    const { http, response } = await registerAs('customer', { email: email.toUpperCase(), invitation });
    expect(response.status).toBe(201);
    expect(response.data.emailVerified).toBe(true);
    expect((await reach(http, work)).detail).toBe(200);

    const reused = await registerAs('customer', { email: 'another@example.com', invitation });
    expect(reused.response.status).toBe(400);
    expect(reused.response.data.issues).toEqual([{ path: 'invitation', message: INVALID_INVITATION }]);
  });
});

describe('self-registered staff wait for a broker manager', () => {
  it('signs a self-registered broker manager in to a pending account that every staff endpoint refuses', async () => {
    const { http, response } = await registerAs('broker_manager');
    expect(response.status).toBe(201);
    expect(response.data.status).toBe('pending');
    expect((await http.get('/api/auth/user')).data.status).toBe('pending');
    const { submission } = await aSubmissionFor(broker);
    for (const attempt of [
      http.get('/api/submissions'),
      http.get(`/api/submissions/${submission.id}`),
      http.get('/api/users/staff'),
      http.get('/api/clients'),
      http.get('/api/metrics'),
      http.get('/api/activity'),
      http.get('/api/accounts/pending'),
      http.post(`/api/submissions/${submission.id}/decision`, { decision: 'approved', note: 'mine now', conditions: 'As quoted' }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(403);
      expect(answer.data).toEqual({ code: expect.any(String), message: ACCOUNT_PENDING_MESSAGE });
    }
  });

  it('lets a broker manager approve a pending account, which then works, and nobody else', async () => {
    const { http, response } = await registerAs('broker');
    const { http: customer } = await app.signedIn('customer');
    const { http: insurer } = await app.signedIn('insurer');
    for (const other of [broker, customer, insurer]) {
      expect((await other.get('/api/accounts/pending')).status).toBe(403);
      expect((await other.post(`/api/accounts/${response.data.id}/approve`)).status).toBe(403);
    }
    const pending = await manager.get('/api/accounts/pending');
    expect(pending.data.map((u: { id: string }) => u.id)).toContain(response.data.id);
    expect((await app.client().get('/api/users/staff')).status).toBe(401);
    expect((await manager.get('/api/users/staff')).data.map((u: { id: string }) => u.id)).not.toContain(response.data.id);

    const approved = await manager.post(`/api/accounts/${response.data.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.data.status).toBe('active');
    // The account is told by mail, with the way to sign in.
    const told = await lastMailTo(response.data.email);
    expect(told.subject).toBe('Your Workbench account is approved');
    expect(new URL(told.link).pathname).toBe('/auth');
    expect((await http.get('/api/submissions')).status).toBe(200);
    expect((await manager.post(`/api/accounts/${response.data.id}/refuse`)).status).toBe(409);
    expect((await manager.get('/api/accounts/pending')).data.map((u: { id: string }) => u.id)).not.toContain(response.data.id);
  });

  it('closes a refused account: its session does nothing and it cannot sign in again', async () => {
    const { http, response } = await registerAs('insurer');
    expect((await manager.post(`/api/accounts/${response.data.id}/refuse`)).status).toBe(200);
    const mails = (await app.db.uow.repos.outbox.list(500)).filter((m) => m.to.toLowerCase() === response.data.email.toLowerCase());
    expect(mails.map((m) => m.subject)).not.toContain('Your Workbench account is approved');
    const after = await http.get('/api/submissions');
    expect(after.status).toBe(403);
    expect(after.data).toEqual({ code: expect.any(String), message: ACCOUNT_REFUSED_MESSAGE });
    const again = await app
      .client()
      .post('/api/auth/login', { username: response.data.username, password: DEFAULT_PASSWORD }, { 'x-forwarded-for': '192.0.2.77' });
    expect(again.status).toBe(403);
    expect(again.data).toEqual({ code: expect.any(String), message: ACCOUNT_REFUSED_MESSAGE });
  });

  it('keeps a self-registered customer active: only staff roles wait', async () => {
    const { http, response } = await registerAs('customer');
    expect(response.data.status).toBe('active');
    expect((await http.get('/api/submissions')).status).toBe(200);
  });
});

describe('throttles that hold under concurrency', () => {
  it('checks no more than five passwords of ten guesses sent at once for one username', async () => {
    const user = await app.createUser('broker');
    verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app
          .client()
          .post('/api/auth/login', { username: user.username, password: `guess-${i}` }, { 'x-forwarded-for': `198.18.0.${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(verifications).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('creates no more than twenty accounts of thirty registrations sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app
          .client()
          .post(
            '/api/auth/register',
            { username: `burst-${i}`, password: DEFAULT_PASSWORD, fullName: `Burst ${i}`, email: `burst-${i}@example.com` },
            { 'x-forwarded-for': '198.19.0.1' },
          ),
      ),
    );
    expect(answers.map((a) => `${a.status} ${a.text}`).filter((s) => !s.startsWith('201') && !s.startsWith('429'))).toEqual([]);
    expect(answers.filter((a) => a.status === 201).length).toBe(20);
    expect(answers.filter((a) => a.status === 429).length).toBe(10);
  });
});
