import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE, NO_DIRECTORY_ROLE } from '@workbench/core';
import { freePort } from '@workbench/adapters/testing/free-port.ts';
import { OIDC_CALLBACK_PATH } from '../services.ts';
import { loadOidcConfig } from '../directory-config.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startOidcProvider, type ProviderPerson, type TestOidcProvider } from '../testing/oidc-provider.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Staff signing in at the firm's OpenID Connect provider over HTTP, against a real provider (oidc-provider)
 * in this process: the authorization code flow with PKCE end to end, the groups claim giving the role, and
 * a forged state, a missing one, a person in no mapped group and a deactivated account all turned back.
 */
let provider: TestOidcProvider;
let app: TestApp;
let admin: HttpClient;

const person = (name: string, groups: string[]): ProviderPerson => ({
  sub: `sub-${name}`,
  preferred_username: name,
  name: `${name[0].toUpperCase()}${name.slice(1)} Sso`,
  email: `${name}@sso.example.org`,
  groups,
});

/** Starts at the app, signs in at the provider, and returns the app client with the callback address it was sent to. */
async function throughProvider(who: ProviderPerson) {
  const http = app.client();
  const start = await http.get('/api/auth/oidc/start');
  expect(start.status).toBe(302);
  provider.signInAs(who);
  const authorize = new URL(start.headers.get('location')!);
  const callback = await provider.authorize(authorize.href);
  expect(callback.pathname).toBe(OIDC_CALLBACK_PATH);
  return { http, callback, authorize };
}

const landing = (response: { status: number; headers: Headers }) => {
  expect(response.status).toBe(302);
  const to = new URL(response.headers.get('location')!, 'http://app');
  return { path: to.pathname, error: to.searchParams.get('signin_error') };
};

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${publicUrl}${OIDC_CALLBACK_PATH}`);
  const problems: string[] = [];
  const oidc = loadOidcConfig(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Acme SSO',
      OIDC_SCOPES: 'openid profile email groups',
      OIDC_GROUP_ROLES: 'broker_manager=wb-managers; broker=wb-brokers',
      OIDC_FIRST_SIGN_IN: 'active',
    },
    problems,
  );
  expect(problems).toEqual([]);
  app = await startTestApp({ port, config: { publicUrl, oidc } });
  admin = (await app.signedIn('broker_manager', { fullName: 'Ada Admin' })).http;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

describe('OpenID Connect sign-in', () => {
  it('offers the provider by name on the sign-in page', async () => {
    expect((await app.client().get('/api/auth/providers')).data).toEqual({
      directory: null,
      oidc: { name: 'Acme SSO', startUrl: '/api/auth/oidc/start' },
    });
  });

  it('signs a person in through the provider with PKCE, opening their account with the role their groups give', async () => {
    const { http, callback, authorize } = await throughProvider(person('nina', ['wb-brokers']));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await http.get(callback.pathname + callback.search);
    expect(landing(back)).toEqual({ path: '/', error: null });
    const me = await http.get('/api/auth/user');
    expect(me.data).toMatchObject({
      username: 'nina',
      fullName: 'Nina Sso',
      email: 'nina@sso.example.org',
      role: 'broker',
      status: 'active',
      authSource: 'oidc',
    });
    expect((await http.get('/api/submissions')).status).toBe(200);

    // The next sign-in follows the provider's groups again.
    const again = await throughProvider(person('nina', ['wb-managers', 'wb-brokers']));
    await again.http.get(again.callback.pathname + again.callback.search);
    expect((await again.http.get('/api/auth/user')).data).toMatchObject({ id: me.data.id, role: 'broker_manager' });
  });

  it('rejects a callback whose state was forged, and signs nobody in', async () => {
    const { http, callback } = await throughProvider(person('fred', ['wb-brokers']));
    callback.searchParams.set('state', 'forged-state');
    const back = await http.get(callback.pathname + callback.search);
    expect(landing(back).path).toBe('/auth');
    expect(landing(back).error).toMatch(/could not be completed/);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });

  it('rejects a callback brought by a browser that did not start the sign-in', async () => {
    const { callback } = await throughProvider(person('fred', ['wb-brokers']));
    const stranger = app.client();
    const back = await stranger.get(callback.pathname + callback.search);
    expect(landing(back).error).toMatch(/Start it again/);
    expect((await stranger.get('/api/auth/user')).status).toBe(401);
  });

  it('turns away a person whose groups map to no role, without opening an account', async () => {
    const { http, callback } = await throughProvider(person('olga', ['everyone']));
    expect(landing(await http.get(callback.pathname + callback.search)).error).toBe(NO_DIRECTORY_ROLE);
    expect((await http.get('/api/auth/user')).status).toBe(401);
    const accounts = (await admin.get('/api/admin/accounts')).data as Array<{ username: string }>;
    expect(accounts.some((a) => a.username === 'olga')).toBe(false);
  });

  it('turns away a deactivated account though the provider still vouches for it', async () => {
    const first = await throughProvider(person('dave', ['wb-brokers']));
    await first.http.get(first.callback.pathname + first.callback.search);
    const dave = (await first.http.get('/api/auth/user')).data;
    expect((await admin.post(`/api/admin/accounts/${dave.id}/deactivate`)).status).toBe(200);
    const { http, callback } = await throughProvider(person('dave', ['wb-brokers']));
    expect(landing(await http.get(callback.pathname + callback.search)).error).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });
});

describe('without OpenID Connect configured', () => {
  it('has no provider button and no start address', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.client().get('/api/auth/providers')).data).toEqual({ directory: null, oidc: null });
      expect((await plain.client().get('/api/auth/oidc/start')).status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 30_000);
});
