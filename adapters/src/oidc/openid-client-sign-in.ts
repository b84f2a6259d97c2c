import { AppError, type ExternalIdentity, type OidcChallenge, type OidcSignIn } from '@workbench/core';
import * as oidc from 'openid-client';

export interface OidcOptions {
  /** The provider's issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  /** null for a public client: PKCE alone then binds the code to this sign-in. */
  clientSecret: string | null;
  /** Where the provider sends the browser back: this app's /api/auth/oidc/callback. */
  redirectUri: string;
  scopes: string;
  groupsClaim: string;
  usernameClaim: string;
}

export const OIDC_SIGN_IN_FAILED = 'The sign-in with your organisation could not be completed. Start it again.';
export const OIDC_UNAVAILABLE = 'The sign-in provider could not be reached. Try again in a moment.';

const claimList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/**
 * OpenID Connect sign-in with openid-client: the authorization code flow with PKCE (S256), a state and a
 * nonce, the ID token checked against the provider's keys. The groups come from the ID token, or from the
 * userinfo endpoint when the provider keeps them there.
 */
export class OpenIdClientSignIn implements OidcSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly options: OidcOptions) {}

  private config(): Promise<oidc.Configuration> {
    const o = this.options;
    this.configuration ??= oidc
      .discovery(
        new URL(o.issuer),
        o.clientId,
        o.clientSecret ? { client_secret: o.clientSecret } : undefined,
        o.clientSecret ? oidc.ClientSecretPost(o.clientSecret) : oidc.None(),
        // A plain-http issuer is only for a provider on this machine or the tests; production runs https.
        new URL(o.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        // Try discovery again on the next sign-in rather than remembering the failure.
        this.configuration = null;
        throw Object.assign(new AppError('unavailable', OIDC_UNAVAILABLE), { cause: String(error) });
      });
    return this.configuration;
  }

  async start(): Promise<{ url: string; challenge: OidcChallenge }> {
    const config = await this.config();
    const challenge: OidcChallenge = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: this.options.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(challenge.codeVerifier),
      code_challenge_method: 'S256',
      state: challenge.state,
      nonce: challenge.nonce,
    });
    return { url: url.href, challenge };
  }

  async finish(callbackUrl: string, challenge: OidcChallenge): Promise<ExternalIdentity> {
    const config = await this.config();
    const o = this.options;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: challenge.codeVerifier,
        expectedState: challenge.state,
        expectedNonce: challenge.nonce,
        idTokenExpected: true,
      });
      const claims: Record<string, unknown> = { ...tokens.claims() };
      if (claims[o.groupsClaim] === undefined || !claims.email) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        for (const [key, value] of Object.entries(info)) claims[key] ??= value;
      }
      const sub = String(claims.sub);
      const username = String(claims[o.usernameClaim] ?? claims.email ?? sub);
      return {
        source: 'oidc',
        externalId: `${config.serverMetadata().issuer} ${sub}`,
        username,
        fullName: String(claims.name ?? username),
        email: String(claims.email ?? ''),
        groups: claimList(claims[o.groupsClaim]),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw Object.assign(AppError.unauthorized(OIDC_SIGN_IN_FAILED), { cause: String(error) });
    }
  }
}
