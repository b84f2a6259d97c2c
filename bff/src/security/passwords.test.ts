import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The password rules at registration and how passwords are kept (auth.routes.test.ts covers the too-short
 * password and the hash missing from the registration answer).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

let n = 0;
const register = (password: string) => {
  const username = `pw-user-${++n}`;
  const http = app.client();
  return http
    .post('/api/auth/register', { username, password, fullName: 'Pat Password', email: `${username}@example.com` })
    .then((response) => ({ response, username, http }));
};
const login = (username: string, password: string) => app.client().post('/api/auth/login', { username, password });

describe('password rules', () => {
  it('accepts a password of exactly 6 characters and signs in with it', async () => {
    const { response, username } = await register('abc123');
    expect(response.status).toBe(201);
    expect((await login(username, 'abc123')).status).toBe(200);
  });

  it('refuses a password over 200 characters at registration and at sign-in', async () => {
    const long = 'p'.repeat(201);
    const { response } = await register(long);
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Password must be at most 200 characters');
    const signIn = await login('anyone', long);
    expect(signIn.status).toBe(400);
    expect(signIn.data.message).toBe('Password must be at most 200 characters');
  });

  it('keeps the password exactly as typed: spaces count, nothing is trimmed', async () => {
    const { username } = await register('  spaced out  ');
    expect((await login(username, 'spaced out')).status).toBe(401);
    expect((await login(username, '  spaced out  ')).status).toBe(200);
  });

  it('accepts any unicode in a password', async () => {
    const password = 'пароль-保险-🚚-é';
    const { response, username } = await register(password);
    expect(response.status).toBe(201);
    expect((await login(username, password)).status).toBe(200);
    expect((await login(username, password.normalize('NFD'))).status).toBe(401);
  });

  it('refuses a password that is not text', async () => {
    for (const password of [123456, ['secret123'], { $ne: '' }, true, null]) {
      const response = await app
        .client()
        .post('/api/auth/register', { username: `typed-${++n}`, password, fullName: 'Pat', email: `typed-${n}@example.com` });
      expect(response.status).toBe(400);
      expect(response.data.message).toBe('Password must be at least 6 characters');
      expect((await login('broker', password as never)).status).toBe(400);
    }
  });
});

describe('password storage', () => {
  it('stores an argon2id hash, never the password', async () => {
    const password = 'Store-Me-Safely-42';
    const { username } = await register(password);
    const row = await app.db.knex('users').whereRaw('lower(username) = ?', [username]).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.password_hash).not.toContain(password);
    expect(JSON.stringify(row)).not.toContain(password);
  });

  it('never sends a password or its hash in any answer', async () => {
    const password = 'Never-Echo-Me-7';
    const { response, username, http } = await register(password);
    const broker = (await app.signedIn('broker')).http;
    const answers = [
      response.text,
      (await http.post('/api/auth/login', { username, password })).text,
      (await http.get('/api/auth/user')).text,
      (await broker.get('/api/users/staff')).text,
      (await broker.get('/api/auth/user')).text,
    ];
    for (const text of answers) {
      expect(text).not.toContain(password);
      expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
    }
  });
});
