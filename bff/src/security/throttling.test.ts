import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Sign-in throttling beyond what auth.routes.test.ts (5 failures per username, even with the right password)
 * and edge.test.ts (20 per address) show: the counter cannot be dodged by spelling, it says when to retry,
 * it does not reveal which accounts exist, and it never locks out a session already signed in.
 */
let app: TestApp;
beforeAll(async () => {
  // Each test signs in from its own address (X-Forwarded-For behind a proxy), so the per-address limit of
  // one test does not spill into the next.
  app = await startTestApp({ config: { trustProxy: true } });
});
afterAll(() => app?.close());

const THROTTLED = 'Too many failed sign-in attempts. Try again in 15 minutes.';
let address = '';
let tests = 0;
beforeEach(() => {
  address = `198.51.100.${++tests}`;
});
const attempt = (username: string, password: string) =>
  app.client().post('/api/auth/login', { username, password }, { 'x-forwarded-for': address });

describe('sign-in throttling', () => {
  it('counts failures for one account whatever the case or surrounding spaces of the username', async () => {
    const user = await app.createUser('broker');
    const spellings = [
      user.username.toUpperCase(),
      ` ${user.username}`,
      `${user.username}  `,
      user.username[0].toUpperCase() + user.username.slice(1),
      user.username,
    ];
    for (const spelling of spellings) expect((await attempt(spelling, 'wrong-password')).status).toBe(401);
    const blocked = await attempt(user.username, DEFAULT_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.data).toEqual({ code: 'auth.throttled', message: THROTTLED });
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
  });

  it('answers an unknown username exactly like a real one, before and after throttling', async () => {
    const user = await app.createUser('broker');
    const real: number[] = [];
    const ghost: number[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await attempt(user.username, 'wrong-password')).status);
      ghost.push((await attempt('no-such-account', 'wrong-password')).status);
    }
    expect(real).toEqual([401, 401, 401, 401, 401, 429]);
    expect(ghost).toEqual(real);
    expect((await attempt('no-such-account', 'wrong-password')).data).toEqual({ code: expect.any(String), message: THROTTLED });
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await app.createUser('broker');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt(user.username, 'wrong-password')).status).toBe(401);
      expect((await attempt(user.username, DEFAULT_PASSWORD)).status).toBe(200);
    }
  });

  it('does not sign out someone already signed in while their username is being guessed', async () => {
    const { http, user } = await app.signedIn('broker');
    for (let i = 0; i < 6; i++) await attempt(user.username, 'wrong-password');
    expect((await attempt(user.username, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await http.get('/api/auth/user')).status).toBe(200);
    expect((await http.get('/api/submissions')).status).toBe(200);
  });

  it('does not count a request refused as invalid input', async () => {
    const user = await app.createUser('broker');
    for (let i = 0; i < 10; i++) {
      expect((await app.client().post('/api/auth/login', { username: user.username }, { 'x-forwarded-for': address })).status).toBe(400);
    }
    expect((await attempt(user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });
});

describe('registration throttling', () => {
  const registerFrom = (from: string, username: string) =>
    app
      .client()
      .post(
        '/api/auth/register',
        { username, password: 'secret123', fullName: 'Reg Loop', email: `${username}@example.com` },
        { 'x-forwarded-for': from },
      );

  it('stops an address after 20 accounts in 15 minutes, creates nothing more, and leaves other addresses alone', async () => {
    const tag = Date.now().toString(36);
    for (let i = 0; i < 20; i++) expect((await registerFrom(address, `loop-${tag}-${i}`)).status).toBe(201);
    const blocked = await registerFrom(address, `loop-${tag}-extra`);
    expect(blocked.status).toBe(429);
    expect(blocked.data).toEqual({
      code: expect.any(String),
      message: 'Too many accounts created from this address. Try again in 15 minutes.',
    });
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
    expect(
      await app.db
        .knex('users')
        .where({ username: `loop-${tag}-extra` })
        .first(),
    ).toBeUndefined();
    expect((await registerFrom('203.0.113.7', `loop-${tag}-elsewhere`)).status).toBe(201);
  });

  it('does not count a registration refused as invalid input', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await app.client().post('/api/auth/register', { username: 'x' }, { 'x-forwarded-for': address })).status).toBe(400);
    }
    expect((await registerFrom(address, `valid-${Date.now().toString(36)}`)).status).toBe(201);
  });
});
