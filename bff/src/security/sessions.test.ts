import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Keygrip from 'keygrip';
import { SESSION_COOKIE } from '../middleware/session.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Session fixation and session lifetime, with real server-issued cookies (auth.routes.test.ts covers a
 * made-up planted id, the cookie flags and rotation on a second sign-in).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const SIG = `${SESSION_COOKIE}.sig`;

/** The session cookie pair (id and signature) a client holds. */
const sessionOf = (http: HttpClient) => ({ id: http.cookies.get(SESSION_COOKIE), sig: http.cookies.get(SIG) });

function withSession(session: { id?: string; sig?: string }): HttpClient {
  const http = app.client();
  if (session.id) http.cookies.set(SESSION_COOKIE, session.id);
  if (session.sig) http.cookies.set(SIG, session.sig);
  return http;
}

describe('session fixation', () => {
  it("gives a victim who signs in with an attacker's valid session cookie a new session, and ends the attacker's", async () => {
    const attacker = (await app.signedIn('customer')).http;
    const planted = sessionOf(attacker);
    expect(planted.id && planted.sig).toBeTruthy();

    const victimUser = await app.createUser('broker');
    const victim = withSession(planted);
    const login = await victim.post('/api/auth/login', { username: victimUser.username, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    expect(sessionOf(victim).id).not.toBe(planted.id);

    // The planted cookie neither follows the victim into their account nor keeps the attacker signed in.
    const replay = await withSession(planted).get('/api/auth/user');
    expect(replay.status).toBe(401);
    expect((await victim.get('/api/auth/user')).data.id).toBe(victimUser.id);
  });

  it('rotates the session on registration too', async () => {
    const attacker = (await app.signedIn('customer')).http;
    const planted = sessionOf(attacker);
    const victim = withSession(planted);
    const registered = await victim.post('/api/auth/register', {
      username: 'fixation-victim',
      password: 'secret123',
      fullName: 'Victim Person',
      email: 'victim@example.com',
    });
    expect(registered.status).toBe(201);
    expect(sessionOf(victim).id).not.toBe(planted.id);
    expect((await withSession(planted).get('/api/auth/user')).status).toBe(401);
  });

  it('issues no session cookie to a signed-out visitor, so there is none to plant', async () => {
    const visitor = app.client();
    await visitor.get('/api/auth/user');
    await visitor.get('/api/openapi.json');
    expect(visitor.cookies.size).toBe(0);
  });

  it('never puts the session id in a response body', async () => {
    const { http } = await app.signedIn('broker');
    const id = sessionOf(http).id!;
    for (const path of ['/api/auth/user', '/api/submissions', '/api/users/staff']) {
      expect((await http.get(path)).text).not.toContain(id);
    }
  });
});

describe('session cookies', () => {
  it('ignores a session id whose signature is wrong or missing', async () => {
    const { http } = await app.signedIn('broker');
    const real = sessionOf(http);
    expect((await withSession({ id: real.id, sig: 'forged-signature' }).get('/api/auth/user')).status).toBe(401);
    expect((await withSession({ id: real.id }).get('/api/auth/user')).status).toBe(401);
    expect((await withSession(real).get('/api/auth/user')).status).toBe(200);
  });

  it('ends the session on the server at sign-out: a copy of the cookie is no longer signed in', async () => {
    const { http } = await app.signedIn('broker');
    const copy = sessionOf(http);
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    expect((await withSession(copy).get('/api/auth/user')).status).toBe(401);
    expect((await withSession(copy).post('/api/clients', { name: 'After Logout Ltd' })).status).toBe(401);
  });

  it('keeps two sign-ins of the same user apart: signing out of one leaves the other', async () => {
    const user = await app.createUser('broker');
    const laptop = app.client();
    const phone = app.client();
    await laptop.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    await phone.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(sessionOf(laptop).id).not.toBe(sessionOf(phone).id);
    await laptop.post('/api/auth/logout');
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('keeps the session id out of reach of scripts and other sites', async () => {
    const user = await app.createUser('broker');
    const response = await app.client().post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    for (const cookie of response.headers.getSetCookie().filter((c) => !/expires=Thu, 01 Jan 1970/i.test(c))) {
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=lax/i);
      expect(cookie).toMatch(/;\s*path=\//i);
      expect(cookie).not.toMatch(/;\s*domain=/i);
    }
  });
});

describe('session lifetime', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const sessionCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const cookieExpiry = (cookie: string) => Date.parse(/;\s*expires=([^;]+)/i.exec(cookie)![1]!);
  const storedExpiry = async (sid: string) => {
    const row = await app.db.knex('sessions').where({ sid }).first();
    return new Date(row.expires_at).getTime();
  };

  it('lasts 7 days from sign-in, and an ordinary request within its first half re-sends no cookie', async () => {
    const user = await app.createUser('broker');
    const http = app.client();
    const login = await http.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    const expiry = cookieExpiry(sessionCookie(login.headers)!);
    expect(Math.abs(expiry - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    const read = await http.get('/api/auth/user');
    expect(read.status).toBe(200);
    expect(sessionCookie(read.headers)).toBeUndefined();
  });

  it('is renewed for another 7 days once less than half of it is left, keeping its id', async () => {
    const user = await app.createUser('broker');
    const http = app.client();
    await http.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    const sid = sessionOf(http).id!;
    // Three days left: as if the session had been signed in four days ago.
    const threeDaysLeft = Date.now() + 3 * DAY_MS;
    await app.db
      .knex('sessions')
      .where({ sid })
      .update({
        data: app.db.knex.raw(`jsonb_set(data, '{_expire}', to_jsonb(?::bigint))`, [threeDaysLeft]),
        expires_at: new Date(threeDaysLeft),
      });

    const read = await http.get('/api/auth/user');
    expect(read.status).toBe(200);
    const renewed = sessionCookie(read.headers);
    expect(renewed).toBeDefined();
    expect(sessionOf(http).id).toBe(sid);
    expect(cookieExpiry(renewed!)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(await storedExpiry(sid)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect((await http.get('/api/auth/user')).data.id).toBe(user.id);
  });
});

describe('rotating the session secret', () => {
  const OLD = 'o'.repeat(40);
  const CURRENT = 'c'.repeat(40);
  let rotated: TestApp;
  beforeAll(async () => {
    rotated = await startTestApp({ config: { sessionSecret: CURRENT, previousSessionSecrets: [OLD] } });
  });
  afterAll(() => rotated?.close());

  /** A client holding the session `id` with the signature `secret` gives it. */
  const signedWith = (secret: string, id: string) => {
    const http = rotated.client();
    http.cookies.set(SESSION_COOKIE, id);
    http.cookies.set(SIG, new Keygrip([secret]).sign(`${SESSION_COOKIE}=${id}`));
    return http;
  };

  it('keeps a cookie signed with a previous secret signed in and re-signs it with the current one', async () => {
    const { http, user } = await rotated.signedIn('broker');
    const id = http.cookies.get(SESSION_COOKIE) ?? '';
    const old = signedWith(OLD, id);
    const answer = await old.get('/api/auth/user');
    expect(answer.status).toBe(200);
    expect(answer.data.id).toBe(user.id);
    expect(old.cookies.get(SIG)).toBe(new Keygrip([CURRENT]).sign(`${SESSION_COOKIE}=${id}`));
  });

  it('ignores a cookie signed with a secret that is not in the list', async () => {
    const { http } = await rotated.signedIn('broker');
    const id = http.cookies.get(SESSION_COOKIE) ?? '';
    expect((await signedWith('x'.repeat(40), id).get('/api/auth/user')).status).toBe(401);
  });
});
