import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@workbench/adapters/postgres/index.ts';
import { SESSION_COOKIE } from './middleware/session.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from './testing/test-app.ts';

/** Behind a TLS-terminating proxy (TRUST_PROXY), with a built web app to serve. */
let app: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'workbench-web-'));

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Workbench</title><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
  app = await startTestApp({ config: { trustProxy: true, webDist } });
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('behind a proxy', () => {
  it('marks the session cookie Secure when the proxy says the request came over TLS', async () => {
    const user = await app.createUser('broker');
    const http = app.client();
    const response = await http.post(
      '/api/auth/login',
      { username: user.username, password: DEFAULT_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*secure/i);
  });

  it('throttles an address with 429 after 20 failed sign-ins, whatever the usernames', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 20; i++) {
      const response = await app.client().post('/api/auth/login', { username: `guess-${i}`, password: 'nope' }, from);
      expect(response.status).toBe(401);
    }
    const user = await app.createUser('broker');
    const blocked = await app.client().post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }, from);
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    const elsewhere = await app
      .client()
      .post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }, { 'x-forwarded-for': '198.51.100.1' });
    expect(elsewhere.status).toBe(200);
  });
});

describe('the web app', () => {
  it('serves index.html for client-side routes and assets as files, but never for /api', async () => {
    const page = await app.client().get('/submissions/SUB-2026-0001');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    const asset = await app.client().get('/assets/app-1234.js');
    expect(asset.text).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.client().get('/assets/missing.js')).status).toBe(404);
    const api = await app.client().get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('when the database goes away', () => {
  it('answers 503 with the spec message and reports not ready', async () => {
    const doomed = await startTestApp();
    const { http } = await doomed.signedIn('broker');
    await doomed.db.knex.destroy();
    const response = await http.get('/api/submissions');
    expect(response.status).toBe(503);
    expect(response.data).toEqual({ code: expect.any(String), message: 'The database is unavailable. Please try again shortly.' });
    expect((await doomed.client().get('/readyz')).status).toBe(503);
    await doomed.close().catch(() => undefined);
    // cleanup could not drop the test schema through the destroyed pool: do it on a fresh connection.
    const schema = (doomed.db.knex.client.config as { searchPath?: string[] }).searchPath?.[0];
    if (doomed.db.kind === 'postgres' && schema) {
      const admin = await createDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, poolMax: 1 });
      await admin.raw('drop schema if exists ?? cascade', [schema]);
      await admin.destroy();
    }
  });
});
