/**
 * Signing in at the firm's OpenID Connect provider in the browser: the sign-in page's "Sign in with" button
 * goes to a real provider (oidc-provider, in this process) and back, and lands signed in on the home page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startOidcProvider, type TestOidcProvider } from '../bff/src/testing/oidc-provider.ts';
import { launchBrowser, seriousViolations } from './support/browser.ts';
import { freePort } from '@workbench/adapters/testing/free-port.ts';
import { startServer, type RunningServer } from './support/server.ts';

let browser: Browser;
let provider: TestOidcProvider;
let server: RunningServer;
let appUrl: string;

beforeAll(async () => {
  const port = await freePort();
  // The provider sends the browser back to the address it was registered with, which must be the one the
  // browser started from, or the sign-in's cookie would not come back with it.
  appUrl = `http://localhost:${port}`;
  provider = await startOidcProvider(`${appUrl}/api/auth/oidc/callback`);
  provider.signInAs({
    sub: 'sub-nina',
    preferred_username: 'nina.sso',
    name: 'Nina Sso',
    email: 'nina@sso.example.org',
    groups: ['wb-brokers'],
  });
  server = await startServer({
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Acme SSO',
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_GROUP_ROLES: 'broker=wb-brokers',
    OIDC_FIRST_SIGN_IN: 'active',
  });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

describe('sign-in at the identity provider', () => {
  it('goes to the provider from the sign-in page and comes back signed in with the role the groups give', async () => {
    const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto('/auth');
    const button = page.getByRole('button', { name: 'Sign in with Acme SSO' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
    await expect.poll(() => page.getByText('Nina Sso').count()).toBeGreaterThan(0);
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({ username: 'nina.sso', role: 'broker', authSource: 'oidc' });
    await context.close();
  });
});
