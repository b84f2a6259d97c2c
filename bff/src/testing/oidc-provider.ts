import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { keepSetCookies } from './http-client.ts';

export interface ProviderPerson {
  sub: string;
  preferred_username: string;
  name: string;
  email: string;
  groups: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the provider signs in at its next login: its own login page stands in for the person typing. */
  signInAs(person: ProviderPerson): void;
  /**
   * Follows the provider's redirects from its authorize address (the app's start answer) through login and
   * consent, and returns where it sends the browser back to the app: the callback with code and state.
   */
  authorize(authorizeUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) in this process, with one confidential client for the app.
 * Its interaction step signs in whoever `signInAs` named and grants the scopes asked, so a test drives the
 * whole authorization code flow over HTTP without a browser.
 */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  let person: ProviderPerson | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'workbench';
  const clientSecret = 'workbench-client-secret-for-tests';
  const accounts = new Map<string, ProviderPerson>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
      groups: ['groups'],
    },
    scopes: ['openid', 'profile', 'email', 'groups'],
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-one'] },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    async findAccount(_ctx, sub) {
      const found = accounts.get(sub);
      return found ? { accountId: sub, claims: async () => ({ ...found }) } : undefined;
    },
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (!person) throw new Error('signInAs was not called');
      accounts.set(person.sub, person);
      const grant = new provider.Grant({ accountId: person.sub, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      person = next;
    },
    async authorize(authorizeUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authorizeUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        keepSetCookies(jar, response.headers.getSetCookie());
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error('the provider redirected too often');
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
