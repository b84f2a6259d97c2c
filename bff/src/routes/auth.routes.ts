import { auth, servedPath } from '@workbench/contract';
import {
  AppError,
  login,
  lookUpInvitation,
  register,
  resendVerification,
  roleLabel,
  signInExternal,
  verifyEmail,
  type OidcChallenge,
  type User,
} from '@workbench/core';
import { DEMO_ACCOUNTS } from '@workbench/adapters/seed/index.ts';
import { OIDC_CALLBACK_PATH, type Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { publicLink } from '../http/public-url.ts';
import type { SessionData } from '../http/context.ts';
import { newRouter, type Ctx } from '../http/router.ts';

const OIDC_COOKIE = 'workbench.oidc';
const OIDC_CHALLENGE_MS = 10 * 60 * 1000;

function readChallenge(value: string | undefined): OidcChallenge | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<OidcChallenge>;
    const ok = [parsed.state, parsed.nonce, parsed.codeVerifier].every((v) => typeof v === 'string' && v.length > 0);
    return ok ? (parsed as OidcChallenge) : null;
  } catch {
    return null;
  }
}

type RegenerableSession = SessionData & { regenerate(): Promise<void> };

/** Signs the user in under a brand-new session id, so an id planted before sign-in is worthless; the rest of the request sees them. */
async function signIn(ctx: Ctx, user: User): Promise<User> {
  const session = ctx.session as unknown as RegenerableSession;
  session.userId = user.id;
  await session.regenerate();
  ctx.state.user = user;
  return user;
}

/** The OIDC challenge cookie: signed, read only by the callback. */
const cookieOptions = (ctx: Ctx) => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.secure,
  path: '/api/auth/oidc',
});

export function authRoutes(services: Services) {
  const router = newRouter();
  const doLogin = login({ uow: services.uow, hasher: services.hasher, attempts: services.attempts, directory: services.directory });
  const doRegister = register(services);

  // The sign-in page lists the demo logins only where the demo accounts were seeded: their passwords are
  // published, so an installation without demo data has none to show.
  const demoLogins = services.config.demoData
    ? DEMO_ACCOUNTS.map(({ role, username, password, carrier }) => ({
        role,
        // A carrier's underwriter is named by its carrier beside the firm's own insurer.
        label: carrier ? `${roleLabel(role)} (${carrier})` : roleLabel(role),
        username,
        password,
      }))
    : [];

  // What the sign-in page offers besides a local password: the directory's name (its credentials go in the
  // same form) and the OpenID Connect provider's button.
  const providers = {
    directory: services.directory ? { name: services.directory.policy.name } : null,
    oidc: services.oidc ? { name: services.oidc.policy.name, startUrl: servedPath(auth.startOidcSignIn) } : null,
  };

  const oidcSignIn = () => {
    if (!services.oidc) throw new AppError('not_found', 'OpenID Connect sign-in is not configured');
    return services.oidc;
  };

  mount(
    router,
    auth,
    {
      login: async ({ body }, { ctx }) => signIn(ctx, await doLogin(body, ctx.ip)),
      logout: (_input, { ctx }) => {
        ctx.session = null;
        return undefined;
      },
      register: async ({ body }, { ctx }) => signIn(ctx, await doRegister(body, ctx.ip)),
      // An account awaiting approval is told who it is too: the app shows it where it stands.
      currentUser: (_input, { actor }) => actor,
      signInProviders: () => providers,
      // The provider's address, with this sign-in's state, nonce and PKCE verifier kept in a signed cookie
      // that only the callback reads, for ten minutes: the callback believes no state it did not issue here.
      startOidcSignIn: async (_input, { ctx }) => {
        const { url, challenge } = await oidcSignIn().signIn.start();
        const value = Buffer.from(JSON.stringify(challenge)).toString('base64url');
        ctx.cookies.set(OIDC_COOKIE, value, { ...cookieOptions(ctx), maxAge: OIDC_CHALLENGE_MS });
        return url;
      },
      finishOidcSignIn: async (_input, { ctx }) => {
        const oidc = oidcSignIn();
        const kept = ctx.cookies.get(OIDC_COOKIE, { signed: true });
        ctx.cookies.set(OIDC_COOKIE, '', { ...cookieOptions(ctx), maxAge: 0 });
        try {
          const challenge = readChallenge(kept);
          if (!challenge) throw AppError.unauthorized('The sign-in took too long or was started elsewhere. Start it again.');
          const callbackUrl = `${publicLink(services.config, OIDC_CALLBACK_PATH)}?${ctx.querystring}`;
          const identity = await oidc.signIn.finish(callbackUrl, challenge);
          await signIn(ctx, await signInExternal(services)(identity, oidc.policy));
          return '/';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          ctx.state.log.warn({ code: error.code, cause: (error as { cause?: unknown }).cause }, 'OpenID Connect sign-in refused');
          return `/auth?signin_error=${encodeURIComponent(error.message)}`;
        }
      },
      listDemoLogins: () => demoLogins,
      // Open to anyone holding the link, signed in or not; it proves the address and signs nobody in.
      verifyEmail: ({ body }) => verifyEmail(services)(body),
      // Open to anyone holding the invitation link, as the registration page opens: the token travels in the
      // body, out of the logged URL, and nothing is used up.
      lookUpInvitation: ({ body }) => lookUpInvitation(services)(body),
      resendVerification: (_input, { actor }) => resendVerification(services)(actor),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
