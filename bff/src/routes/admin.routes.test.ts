import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The administrator's tools over HTTP on a real database: only active broker managers use them; a
 * deactivated account is signed out at once and cannot sign in again; sessions, the throttle and the
 * audit log show what is happening and let it be stopped.
 */
let app: TestApp;
let admin: HttpClient;
let adminId: string;

const signIn = async (username: string, password = DEFAULT_PASSWORD) => {
  const http = app.client();
  const response = await http.post('/api/auth/login', { username, password });
  return { http, status: response.status };
};

beforeAll(async () => {
  app = await startTestApp();
  const signed = await app.signedIn('broker_manager', { fullName: 'Ada Admin' });
  admin = signed.http;
  adminId = signed.user.id;
});
afterAll(() => app?.close());

describe('who may administer', () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/accounts'],
    [
      'POST',
      '/api/admin/accounts',
      { username: 'x-user', password: 'secret123', fullName: 'X User', email: 'x@example.com', role: 'broker' },
    ],
    ['GET', '/api/admin/sessions'],
    ['GET', '/api/admin/throttle'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/account-changes'],
    ['POST', '/api/admin/accounts/00000000-0000-4000-8000-000000000000/deactivate'],
  ];

  it('refuses brokers, insurers, customers and pending broker managers, and asks the signed-out to sign in', async () => {
    const others = [
      (await app.signedIn('broker')).http,
      (await app.signedIn('insurer')).http,
      (await app.signedIn('customer')).http,
      (await app.signedIn('broker_manager', { status: 'pending' })).http,
    ];
    for (const [method, path, json] of endpoints) {
      for (const http of others) expect((await http.request(method, path, { json })).status, `${method} ${path}`).toBe(403);
      expect((await app.client().request(method, path, { json })).status).toBe(401);
    }
  });
});

describe('accounts', () => {
  it('opens a staff account that signs in, and mails an invitation with the username but never the password', async () => {
    const created = await admin.post('/api/admin/accounts', {
      username: 'nina.new',
      password: 'first-pass-1',
      fullName: 'Nina New',
      email: 'nina.new@example.com',
      role: 'broker',
      invite: true,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ username: 'nina.new', role: 'broker', status: 'active' });
    expect((await signIn('nina.new', 'first-pass-1')).status).toBe(200);
    const [mail] = await app.db.knex('outbox').where({ recipient: 'nina.new@example.com' });
    expect(mail.subject).toBe('Your Workbench account');
    expect(mail.text).toContain('nina.new');
    expect(mail.text).not.toContain('first-pass-1');
    const again = await admin.post('/api/admin/accounts', { ...created.data, password: 'first-pass-1', role: 'broker' });
    expect(again.status).toBe(409);
    const listed = (await admin.get('/api/admin/accounts')).data.find((a: { id: string }) => a.id === created.data.id);
    expect(listed).toMatchObject({ fullName: 'Nina New', sessions: 1 });
    expect(listed).not.toHaveProperty('passwordHash');
  });

  it('changes a role, but not one’s own', async () => {
    const broker = await app.createUser('broker');
    const changed = await admin.patch(`/api/admin/accounts/${broker.id}/role`, { role: 'insurer' });
    expect(changed.data.role).toBe('insurer');
    expect((await admin.patch(`/api/admin/accounts/${broker.id}/role`, { role: 'customer' })).status).toBe(400);
    expect((await admin.patch(`/api/admin/accounts/${adminId}/role`, { role: 'broker' })).status).toBe(409);
  });

  it('deactivating an account ends its sessions at once: its next request is 401 and it cannot sign in again', async () => {
    const { http: leaver, user } = await app.signedIn('broker');
    const { http: leaverPhone } = await signIn(user.username);
    expect((await leaver.get('/api/submissions')).status).toBe(200);
    const done = await admin.post(`/api/admin/accounts/${user.id}/deactivate`);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ account: { status: 'deactivated' }, sessionsEnded: 2 });
    expect((await leaver.get('/api/submissions')).status).toBe(401);
    expect((await leaverPhone.get('/api/auth/user')).status).toBe(401);
    const refused = await signIn(user.username);
    expect(refused.status).toBe(403);
    const reactivated = await admin.post(`/api/admin/accounts/${user.id}/reactivate`);
    expect(reactivated.data.account.status).toBe('active');
    expect((await signIn(user.username)).status).toBe(200);
    expect((await admin.post(`/api/admin/accounts/${adminId}/deactivate`)).status).toBe(409);
  });

  it('resets a password: the old one stops working and the account is signed out everywhere', async () => {
    const { http, user } = await app.signedIn('broker');
    const reset = await admin.post(`/api/admin/accounts/${user.id}/password`, { password: 'fresh-pass-2' });
    expect(reset.data).toEqual({ sessionsEnded: 1 });
    expect((await http.get('/api/submissions')).status).toBe(401);
    expect((await signIn(user.username)).status).toBe(401);
    expect((await signIn(user.username, 'fresh-pass-2')).status).toBe(200);
    expect((await admin.post(`/api/admin/accounts/${user.id}/password`, { password: '123' })).status).toBe(400);
  });
});

describe('sessions and sign-in throttle', () => {
  it('lists live sessions without their secret ids and revokes one', async () => {
    const { http, user } = await app.signedIn('broker');
    const sessions = (await admin.get('/api/admin/sessions')).data as Array<{ id: string; userId: string }>;
    const theirs = sessions.find((s) => s.userId === user.id)!;
    expect(theirs).toBeDefined();
    expect((await admin.delete(`/api/admin/sessions/${theirs.id}`)).status).toBe(204);
    expect((await http.get('/api/submissions')).status).toBe(401);
    expect((await admin.delete(`/api/admin/sessions/${theirs.id}`)).status).toBe(404);
  });

  it('shows usernames locked out by failed sign-ins and lets them try again', async () => {
    const user = await app.createUser('broker');
    for (let i = 0; i < 5; i++) await signIn(user.username, 'wrong-password');
    expect((await signIn(user.username)).status).toBe(429);
    const throttle = (await admin.get('/api/admin/throttle')).data as Array<{
      key: string;
      subject: string;
      blocked: boolean;
      failures: number;
    }>;
    const entry = throttle.find((t) => t.subject === user.username.toLowerCase())!;
    expect(entry).toMatchObject({ blocked: true, failures: 5 });
    expect((await admin.delete(`/api/admin/throttle/${encodeURIComponent(entry.key)}`)).status).toBe(204);
    expect((await signIn(user.username)).status).toBe(200);
  });
});

describe('audit log', () => {
  it('shows recent history across submissions, searchable', async () => {
    const { http: broker } = await app.signedIn('broker', { fullName: 'Audrey Auditable' });
    const client = (await broker.post('/api/clients', aClientBody())).data;
    const sub = (await broker.post('/api/submissions', aSubmissionBody(client.id))).data;
    const all = (await admin.get('/api/admin/audit')).data as Array<{ submissionId: string; user: string }>;
    expect(all.some((e) => e.submissionId === sub.submissionId)).toBe(true);
    const found = (await admin.get('/api/admin/audit?q=audrey')).data as Array<{ user: string }>;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.user.includes('Audrey'))).toBe(true);
    expect((await admin.get('/api/admin/audit?limit=9999')).status).toBe(400);
  });
});

describe('account changes', () => {
  it('keeps who opened, approved, refused, changed, deactivated, reactivated and reset which account, newest first', async () => {
    const opened = await admin.post('/api/admin/accounts', {
      username: 'trail.one',
      password: 'first-pass-1',
      fullName: 'Trail One',
      email: 'trail.one@example.com',
      role: 'broker',
    });
    const pending = await app.createUser('broker', { status: 'pending', fullName: 'Trail Two' });
    const refused = await app.createUser('insurer', { status: 'pending', fullName: 'Trail Three' });
    await admin.post(`/api/accounts/${pending.id}/approve`);
    await admin.post(`/api/accounts/${refused.id}/refuse`);
    await admin.patch(`/api/admin/accounts/${opened.data.id}/role`, { role: 'insurer' });
    await admin.post(`/api/admin/accounts/${opened.data.id}/deactivate`);
    await admin.post(`/api/admin/accounts/${opened.data.id}/reactivate`);
    await admin.post(`/api/admin/accounts/${opened.data.id}/password`, { password: 'second-pass-2' });

    const trail = (await admin.get('/api/admin/account-changes?limit=7')).data as Array<Record<string, unknown>>;
    expect(trail.map((e) => [e.accountName, e.action, e.details])).toEqual([
      ['Trail One', 'password_reset', null],
      ['Trail One', 'reactivated', null],
      ['Trail One', 'deactivated', null],
      ['Trail One', 'role_changed', 'Broker → Insurer'],
      ['Trail Three', 'refused', null],
      ['Trail Two', 'approved', null],
      ['Trail One', 'opened', 'As Broker'],
    ]);
    expect(new Set(trail.map((e) => e.actorName))).toEqual(new Set(['Ada Admin']));
    expect(trail.every((e) => e.actorId === adminId)).toBe(true);
  });
});
