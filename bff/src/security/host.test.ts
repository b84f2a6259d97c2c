import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { UNKNOWN_HOST_MESSAGE } from '../middleware/host-check.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { rawRequest } from '../testing/raw-request.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Links in mail start with PUBLIC_URL, never with what a request claims its host is; a request naming a
 * host the installation does not answer for is refused before anything runs.
 */
const SECRET = 'x'.repeat(40);
const PUBLIC = 'https://workbench.example.com';

/** The host part of a test app's URL, as a browser on this machine sends it. */
const hostOf = (app: TestApp) => new URL(app.url).host;

/** The broker's request, naming `host` as its Host header. */
function sendAs(setup: Setup, host: string, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
  return rawRequest(setup.app.url, { method, path, json, headers: { host, cookie: setup.broker.cookieHeader(), ...headers } });
}

type Setup = { app: TestApp; broker: HttpClient };

/** A test app with these settings and a broker signed in on it, started for the calling describe block. */
function appWithBroker(config: Partial<Config> = {}): Setup {
  const setup = {} as Setup;
  beforeAll(async () => {
    setup.app = await startTestApp({ config });
    ({ http: setup.broker } = await setup.app.signedIn('broker'));
  });
  afterAll(() => setup.app?.close());
  return setup;
}

async function mailsTo(app: TestApp, to: string) {
  return (await app.db.uow.repos.outbox.list(100)).filter((mail) => mail.to === to);
}

// The test client connects to 127.0.0.1, so that name is allowed as an extra host.
const withPublicUrl = () => {
  const { publicUrl, allowedHosts } = loadConfig({ PUBLIC_URL: `${PUBLIC}/`, ALLOWED_HOSTS: '127.0.0.1', SESSION_SECRET: SECRET });
  return { publicUrl, allowedHosts };
};

describe('with PUBLIC_URL set', () => {
  const setup = appWithBroker(withPublicUrl());

  it('builds the invitation link from PUBLIC_URL, whatever host the request came in on', async () => {
    const response = await sendAs(setup, hostOf(setup.app), 'POST', '/api/invitations', { email: 'ann@client.example', name: 'Ann' });
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(setup.app, 'ann@client.example');
    expect(mail.text).toMatch(/Open https:\/\/workbench\.example\.com\/auth\S* and register/);
    expect(mail.text).not.toContain('127.0.0.1');
  });

  it('refuses with 400 a request naming another host, and sends no mail', async () => {
    for (const host of ['evil.example', 'workbench.example.com.evil.example', 'evil.example:443', 'localhost', '127.0.0.2']) {
      const response = await sendAs(setup, host, 'POST', '/api/invitations', { email: 'bob@client.example', name: 'Bob' });
      expect(response.status, host).toBe(400);
      expect(response.data).toEqual({ code: expect.any(String), message: UNKNOWN_HOST_MESSAGE });
    }
    expect(await mailsTo(setup.app, 'bob@client.example')).toEqual([]);
  });

  it('accepts its public host name in any letter case and with a trailing dot', async () => {
    for (const host of ['workbench.example.com', 'WorkBench.Example.COM', 'workbench.example.com.']) {
      expect((await sendAs(setup, host, 'GET', '/api/auth/user')).status, host).toBe(200);
    }
  });

  it('refuses a sign-in on another host before reading the password or setting a cookie', async () => {
    const user = await setup.app.createUser('broker');
    const response = await rawRequest(setup.app.url, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { host: 'evil.example' },
      json: { username: user.username, password: DEFAULT_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining(SESSION_COOKIE));
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const response = await sendAs(
      setup,
      hostOf(setup.app),
      'POST',
      '/api/invitations',
      { email: 'cy@client.example', name: 'Cy' },
      { 'x-forwarded-host': 'evil.example' },
    );
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(setup.app, 'cy@client.example');
    expect(mail.text).toContain(`${PUBLIC}/auth`);
  });

  it('answers the health probes whatever host they name', async () => {
    for (const path of ['/healthz', '/readyz']) {
      expect((await rawRequest(setup.app.url, { path, headers: { host: '10.0.0.7:3000' } })).status).toBe(200);
    }
  });
});

describe('behind a trusted proxy with PUBLIC_URL set', () => {
  const setup = appWithBroker({ ...withPublicUrl(), trustProxy: true });

  it('judges the host the proxy forwards: the public one passes, another is refused', async () => {
    const through = (forwardedHost: string) =>
      sendAs(setup, 'app:3000', 'GET', '/api/auth/user', undefined, { 'x-forwarded-host': forwardedHost });
    expect((await through('workbench.example.com')).status).toBe(200);
    expect((await through('evil.example')).status).toBe(400);
  });
});

describe('without PUBLIC_URL (development)', () => {
  const setup = appWithBroker();

  it('links to localhost on the configured port, never to the host a request names', async () => {
    const response = await sendAs(setup, `localhost:${new URL(setup.app.url).port}`, 'POST', '/api/invitations', {
      email: 'dee@client.example',
      name: 'Dee',
    });
    expect(response.status).toBe(202);
    const [mail] = await mailsTo(setup.app, 'dee@client.example');
    expect(mail.text).toMatch(new RegExp(`Open http://localhost:${setup.app.config.port}/auth\\S* and register`));
  });

  it('answers the loopback names on any port', async () => {
    for (const host of ['127.0.0.1:1', 'localhost:5173', 'localhost', '[::1]:3000', hostOf(setup.app)]) {
      expect((await sendAs(setup, host, 'GET', '/api/auth/user')).status, host).toBe(200);
    }
  });

  it('refuses any other host with 400 and sends no mail', async () => {
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0:3000']) {
      const response = await sendAs(setup, host, 'POST', '/api/invitations', { email: 'eve@client.example', name: 'Eve' });
      expect(response.status, host).toBe(400);
      expect(response.data.message).toBe(UNKNOWN_HOST_MESSAGE);
    }
    expect(await mailsTo(setup.app, 'eve@client.example')).toEqual([]);
  });
});
