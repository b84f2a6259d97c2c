import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, STAFF_PROFILE_FIELDS, WRONG_CURRENT_PASSWORD } from '@workbench/core';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The signed-in person's own account over HTTP: details, the address and what it proves, the password and
 * the other sessions. No route names an account, so whose it is comes from the session alone.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A client with the address and a submission of it, made by a broker; shared with the client when asked. */
async function workOfClient(email: string, fields: { name?: string; shareWithClient?: boolean } = {}) {
  const { http: broker } = await app.signedIn('broker');
  const { name, shareWithClient = false } = fields;
  return aSubmissionFor(broker, { client: { email, ...(name ? { name } : {}) }, submission: { shareWithClient } });
}

/** Another browser signed in to the same account. */
async function anotherSession(username: string, password = DEFAULT_PASSWORD): Promise<HttpClient> {
  const http = app.client();
  const response = await http.post('/api/auth/login', { username, password });
  expect(response.status).toBe(200);
  return http;
}

/** The newest mail to `to` in the outbox (tests have no mail server), and the link in it. */
async function lastMailTo(to: string) {
  const mails = (await app.db.uow.repos.outbox.list(500)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, link: /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '' };
}

describe('the profile', () => {
  it("edits the customer's name, phone and company, and the session's account shows them at once", async () => {
    const { http, user } = await app.signedIn('customer');
    expect((await http.get('/api/profile')).data).toEqual({ user, clients: [], version: 1 });

    const changed = await http.patch('/api/profile', { fullName: '  Casey Renamed ', phone: '555 0199', companyName: 'Casey & Co' });
    expect(changed.status).toBe(200);
    expect(changed.data.user).toMatchObject({ id: user.id, fullName: 'Casey Renamed', phone: '555 0199', companyName: 'Casey & Co' });
    expect((await http.get('/api/auth/user')).data).toMatchObject({ fullName: 'Casey Renamed', phone: '555 0199', emailVerified: true });

    expect((await http.patch('/api/profile', { phone: '' })).data.user).toMatchObject({ phone: null, companyName: 'Casey & Co' });
  });

  it("refuses invalid fields with the registration form's messages, and changes nothing", async () => {
    const { http, user } = await app.signedIn('customer');
    const response = await http.patch('/api/profile', { fullName: 'A', email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(response.data.issues).toEqual([
      { path: 'fullName', message: 'Full name is required' },
      { path: 'email', message: 'Must be a valid email' },
    ]);
    expect((await http.get('/api/profile')).data.user).toEqual(user);
  });

  it('lists the clients bound to the proven address, read-only', async () => {
    const email = `bound-${Date.now()}@example.com`;
    const { http } = await app.signedIn('customer', { email });
    const { client } = await workOfClient(email.toUpperCase(), { name: 'Bound Holdings' });
    await workOfClient(`x${email}`, { name: 'Lookalike Ltd' });
    const profile = await http.get('/api/profile');
    expect(profile.data.clients.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([[client.id, 'Bound Holdings']]);
  });

  it('makes a new address unproven: the shared work is out of sight until the link mailed to it is opened', async () => {
    const oldEmail = `moving-${Date.now()}@example.com`;
    const { http, user } = await app.signedIn('customer', { email: oldEmail });
    const { submission } = await workOfClient(oldEmail, { shareWithClient: true });
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(200);
    expect((await http.get('/api/profile')).data.clients).toHaveLength(1);

    const newEmail = `moved-${Date.now()}@example.com`;
    const changed = await http.patch('/api/profile', { email: newEmail });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ user: { ...user, email: newEmail, emailVerified: false }, clients: [], version: 2 });
    expect((await http.get('/api/auth/user')).data).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(404);
    expect((await http.get('/api/submissions')).data).toEqual([]);

    expect((await lastMailTo(oldEmail)).subject).toBe('Your e-mail address was changed');
    const mail = await lastMailTo(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const token = new URL(mail.link).searchParams.get('token');
    expect((await app.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await http.get('/api/auth/user')).data.emailVerified).toBe(true);
    // The new address binds no client: the old one's work stays out of sight.
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(404);
  });

  it('keeps the address proven when only its letter case changes', async () => {
    const { http, user } = await app.signedIn('customer');
    const changed = await http.patch('/api/profile', { email: user.email.toUpperCase() });
    expect(changed.data.user).toMatchObject({ email: user.email.toUpperCase(), emailVerified: true });
  });

  it('answers 409 for an address another account holds, in any letter case, and keeps the old one', async () => {
    const taken = await app.createUser('customer');
    const { http, user } = await app.signedIn('customer');
    const response = await http.patch('/api/profile', { email: taken.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.data).toEqual({ code: expect.any(String), message: EMAIL_TAKEN });
    expect((await http.get('/api/auth/user')).data).toMatchObject({ email: user.email, emailVerified: true });
  });

  it("edits only the session's own account: a second customer changes their own, never the first's", async () => {
    const { user: first } = await app.signedIn('customer');
    const { http: second, user: secondUser } = await app.signedIn('customer');
    // An id in the body names nothing: the change lands on the session's own account.
    const response = await second.patch('/api/profile', { id: first.id, userId: first.id, fullName: 'Second Only' });
    expect(response.status).toBe(200);
    expect(response.data.user).toMatchObject({ id: secondUser.id, fullName: 'Second Only' });
    expect(await app.db.uow.repos.users.findById(first.id)).toEqual(first);
    expect((await second.get(`/api/profile/${first.id}`)).status).toBe(404);
  });

  it('lets staff change their own name and phone, but not their address or company', async () => {
    const { http, user } = await app.signedIn('insurer');
    expect((await http.patch('/api/profile', { fullName: 'Ines Insurer', phone: '555 0101' })).data.user).toMatchObject({
      id: user.id,
      fullName: 'Ines Insurer',
      phone: '555 0101',
    });
    const moved = await http.patch('/api/profile', { email: 'elsewhere@example.com' });
    expect(moved.status).toBe(403);
    expect(moved.data).toEqual({ code: expect.any(String), message: STAFF_PROFILE_FIELDS });
    // Sending the unchanged address with the form is no change.
    expect((await http.patch('/api/profile', { email: user.email, fullName: 'Ines I.' })).status).toBe(200);
    expect((await http.get('/api/profile')).data.clients).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to an account awaiting approval', async () => {
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const [method, path, body] of [
      ['GET', '/api/profile', undefined],
      ['PATCH', '/api/profile', { fullName: 'Someone Else' }],
      ['PUT', '/api/profile/password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'another1' }],
      ['POST', '/api/profile/sign-out-others', undefined],
    ] as const) {
      expect((await app.client().request(method, path, { json: body })).status).toBe(401);
      expect((await pending.request(method, path, { json: body })).status).toBe(403);
    }
  });
});

describe('the password', () => {
  it('changes with the current password, signs in with the new one only, and ends the other sessions but this one', async () => {
    const { http, user } = await app.signedIn('customer');
    const elsewhere = await anotherSession(user.username);
    const changed = await http.put('/api/profile/password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'brand-new-1' });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ signedOut: 1 });

    expect((await http.get('/api/profile')).status).toBe(200);
    expect((await elsewhere.get('/api/profile')).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: user.username, password: 'brand-new-1' })).status).toBe(200);
  });

  it('changes nothing for a wrong current password, and says so on that field', async () => {
    const { http, user } = await app.signedIn('broker');
    const elsewhere = await anotherSession(user.username);
    const response = await http.put('/api/profile/password', { currentPassword: 'not-it', newPassword: 'brand-new-2' });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({
      code: 'validation',
      message: WRONG_CURRENT_PASSWORD,
      issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    expect((await app.client().post('/api/auth/login', { username: user.username, password: 'brand-new-2' })).status).toBe(401);
    expect((await app.client().post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it("takes a new password only under registration's rules", async () => {
    const { http } = await app.signedIn('customer');
    const short = await http.put('/api/profile/password', { currentPassword: DEFAULT_PASSWORD, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.data.issues).toEqual([{ path: 'newPassword', message: 'Password must be at least 6 characters' }]);
    const missing = await http.put('/api/profile/password', { newPassword: 'long-enough' });
    expect(missing.data.issues).toEqual([{ path: 'currentPassword', message: 'Current password is required' }]);
  });
});

describe('signing out the other sessions', () => {
  it("ends every other session of the account and no one else's, and keeps this one", async () => {
    const { http, user } = await app.signedIn('customer');
    const phone = await anotherSession(user.username);
    const laptop = await anotherSession(user.username);
    const { http: someoneElse } = await app.signedIn('customer');
    expect((await phone.get('/api/profile')).status).toBe(200);

    const ended = await http.post('/api/profile/sign-out-others');
    expect(ended.status).toBe(200);
    expect(ended.data).toEqual({ signedOut: 2 });
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await http.get('/api/profile')).data.user.id).toBe(user.id);
    expect((await someoneElse.get('/api/profile')).status).toBe(200);
    expect((await http.post('/api/profile/sign-out-others')).data).toEqual({ signedOut: 0 });
  });
});
