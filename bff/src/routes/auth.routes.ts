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
import { publicLink } from '../http/public-url.ts';
import type { SessionData } from '../http/context.ts';
import { actor, body, newRouter, type Ctx } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

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

/** Signs the user in under a brand-new session id, so an id planted before sign-in is worthless. */
async function signIn(ctx: Ctx, user: User): Promise<void> {
  const session = ctx.session as unknown as RegenerableSession;
  session.userId = user.id;
  await session.regenerate();
}

export function authRoutes(services: Services) {
  const router = newRouter('/auth');
  const doLogin = login({ uow: services.uow, hasher: services.hasher, attempts: services.attempts, directory: services.directory });
  const doRegister = register(services);

  router.post('/login', async (ctx) => {
    const user = await doLogin(body(ctx), ctx.ip);
    await signIn(ctx, user);
    ctx.state.user = user;
    ctx.body = user;
  });

  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/register', async (ctx) => {
    const user = await doRegister(body(ctx), ctx.ip);
    await signIn(ctx, user);
    ctx.state.user = user;
    ctx.status = 201;
    ctx.body = user;
  });

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
  router.get('/demo-logins', async (ctx) => {
    ctx.body = demoLogins;
  });

  // What the sign-in page offers besides a local password: the directory's name (its credentials go in the
  // same form) and the OpenID Connect provider's button.
  const providers = {
    directory: services.directory ? { name: services.directory.policy.name } : null,
    oidc: services.oidc ? { name: services.oidc.policy.name, startUrl: '/api/auth/oidc/start' } : null,
  };
  router.get('/providers', async (ctx) => {
    ctx.body = providers;
  });

  const oidc = services.oidc;
  const oidcConfigured = async (_ctx: Ctx, next: () => Promise<unknown>) => {
    if (!oidc) throw new AppError('not_found', 'OpenID Connect sign-in is not configured');
    await next();
  };
  {
    const cookieOptions = (ctx: Ctx) => ({
      signed: true,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: ctx.secure,
      path: '/api/auth/oidc',
    });
    // The provider's address, with this sign-in's state, nonce and PKCE verifier kept in a signed cookie
    // that only the callback reads, for ten minutes: the callback believes no state it did not issue here.
    router.get('/oidc/start', oidcConfigured, async (ctx) => {
      const { url, challenge } = await oidc!.signIn.start();
      const value = Buffer.from(JSON.stringify(challenge)).toString('base64url');
      ctx.cookies.set(OIDC_COOKIE, value, { ...cookieOptions(ctx), maxAge: OIDC_CHALLENGE_MS });
      ctx.redirect(url);
    });

    router.get('/oidc/callback', oidcConfigured, async (ctx) => {
      const kept = ctx.cookies.get(OIDC_COOKIE, { signed: true });
      ctx.cookies.set(OIDC_COOKIE, '', { ...cookieOptions(ctx), maxAge: 0 });
      try {
        const challenge = readChallenge(kept);
        if (!challenge) throw AppError.unauthorized('The sign-in took too long or was started elsewhere. Start it again.');
        const callbackUrl = `${publicLink(services.config, OIDC_CALLBACK_PATH)}?${ctx.querystring}`;
        const identity = await oidc!.signIn.finish(callbackUrl, challenge);
        const user = await signInExternal(services)(identity, oidc!.policy);
        await signIn(ctx, user);
        ctx.redirect('/');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.state.log.warn({ code: error.code, cause: (error as { cause?: unknown }).cause }, 'OpenID Connect sign-in refused');
        ctx.redirect(`/auth?signin_error=${encodeURIComponent(error.message)}`);
      }
    });
  }

  router.get('/user', async (ctx) => {
    if (!ctx.state.user) throw AppError.unauthorized();
    ctx.body = ctx.state.user;
  });

  // Open to anyone holding the link, signed in or not; it proves the address and signs nobody in.
  router.post('/verify-email', async (ctx) => {
    ctx.body = await verifyEmail(services)(body(ctx));
  });

  // Open to anyone holding the invitation link, as the registration page opens: the token travels in the
  // body, out of the logged URL, and nothing is used up.
  router.post('/invitation', async (ctx) => {
    ctx.body = await lookUpInvitation(services)(body(ctx));
  });

  router.post('/resend-verification', requireUser, async (ctx) => {
    ctx.status = 202;
    ctx.body = await resendVerification(services)(actor(ctx));
  });

  return router;
}
