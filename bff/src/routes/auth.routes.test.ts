import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const aRegistration = (overrides: Record<string, unknown> = {}) => ({
  username: `user${Math.random().toString(36).slice(2, 8)}`,
  password: 'secret123',
  fullName: 'Ada Lovelace',
  email: `ada.${Math.random().toString(36).slice(2, 10)}@example.com`,
  ...overrides,
});

describe('registration', () => {
  it('creates a customer by default, signs them in and never returns the password hash', async () => {
    const http = app.client();
    const response = await http.post('/api/auth/register', aRegistration({ username: 'newcustomer' }));
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ username: 'newcustomer', fullName: 'Ada Lovelace', role: 'customer' });
    expect(JSON.stringify(response.data)).not.toMatch(/hash|secret123/i);
    const me = await http.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.data.username).toBe('newcustomer');
  });

  it('answers 409 Username already exists for a taken username, whatever its case', async () => {
    await app.client().post('/api/auth/register', aRegistration({ username: 'takenname' }));
    const response = await app.client().post('/api/auth/register', aRegistration({ username: 'TakenName' }));
    expect(response.status).toBe(409);
    expect(response.data).toEqual({ code: expect.any(String), message: 'Username already exists' });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ fullName: 'A' }, 'Full name is required'],
    [{ email: 'not-an-email' }, 'Must be a valid email'],
  ])('rejects %j with "%s"', async (change, message) => {
    const response = await app.client().post('/api/auth/register', aRegistration(change));
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(message);
    expect(response.data.issues[0].message).toBe(message);
  });
});

describe('sign-in', () => {
  it('answers 401 on GET /api/auth/user when signed out', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.status).toBe(401);
  });

  it('signs in with the right password and rotates the session id', async () => {
    const user = await app.createUser('broker');
    const http = app.client();
    await http.get('/api/auth/user');
    http.cookies.set(SESSION_COOKIE, 'planted-by-attacker');
    const response = await http.post('/api/auth/login', { username: user.username, password: 'secret123' });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id: user.id, fullName: user.fullName, role: 'broker' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(http.cookies.get(SESSION_COOKIE)).not.toBe('planted-by-attacker');

    const firstId = http.cookies.get(SESSION_COOKIE);
    const again = await http.post('/api/auth/login', { username: user.username, password: 'secret123' });
    expect(again.status).toBe(200);
    expect(http.cookies.get(SESSION_COOKIE)).not.toBe(firstId);

    // The session from before the second sign-in is gone.
    const stale = app.client();
    stale.cookies.set(SESSION_COOKIE, firstId!);
    stale.cookies.set(`${SESSION_COOKIE}.sig`, 'whatever');
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 401 Invalid username or password for a wrong password and for an unknown user', async () => {
    const user = await app.createUser('broker');
    for (const credentials of [
      { username: user.username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'secret123' },
    ]) {
      const response = await app.client().post('/api/auth/login', credentials);
      expect(response.status).toBe(401);
      expect(response.data).toEqual({ code: expect.any(String), message: 'Invalid username or password' });
    }
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
  ])('rejects %j with "%s"', async (credentials, message) => {
    const response = await app.client().post('/api/auth/login', credentials);
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(message);
  });

  it('throttles a username with 429 after 5 failures, even with the right password', async () => {
    const user = await app.createUser('broker');
    for (let i = 0; i < 5; i++) {
      expect((await app.client().post('/api/auth/login', { username: user.username, password: 'nope' })).status).toBe(401);
    }
    const response = await app.client().post('/api/auth/login', { username: user.username, password: 'secret123' });
    expect(response.status).toBe(429);
    expect(response.data.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
  });

  it('signs out: the session no longer names a user', async () => {
    const { http } = await app.signedIn('customer');
    expect((await http.get('/api/auth/user')).status).toBe(200);
    const out = await http.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });
});

describe('demo logins', () => {
  it('lists the demo accounts where the demo data is seeded, naming the carrier of its underwriter', async () => {
    const logins = await app.client().get('/api/auth/demo-logins');
    expect(logins.data.map((l: { username: string }) => l.username)).toEqual(['broker', 'manager', 'insurer', 'underwriter', 'customer']);
    expect(logins.data[1]).toMatchObject({ role: 'broker_manager', password: 'manager123' });
    expect(logins.data[2]).toMatchObject({ role: 'insurer', label: 'Insurer' });
    expect(logins.data[3]).toMatchObject({ role: 'insurer', label: 'Insurer (Hartford)', password: 'underwriter123' });
  });

  it('lists none where the demo data is off', async () => {
    const bare = await startTestApp({ config: { demoData: false } });
    try {
      expect((await bare.client().get('/api/auth/demo-logins')).data).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
