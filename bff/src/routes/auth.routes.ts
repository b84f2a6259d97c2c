import { AppError, login, register, resendVerification, roleLabel, verifyEmail, type User } from '@workbench/core';
import { DEMO_ACCOUNTS } from '@workbench/adapters/seed/index.ts';
import type { Services } from '../compose.ts';
import type { SessionData } from '../http/context.ts';
import { actor, body, newRouter, type Ctx } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

type RegenerableSession = SessionData & { regenerate(): Promise<void> };

/** Signs the user in under a brand-new session id, so an id planted before sign-in is worthless. */
async function signIn(ctx: Ctx, user: User): Promise<void> {
  const session = ctx.session as unknown as RegenerableSession;
  session.userId = user.id;
  await session.regenerate();
}

export function authRoutes(services: Services) {
  const router = newRouter('/auth');
  const doLogin = login({ uow: services.uow, hasher: services.hasher, attempts: services.attempts });
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
    ? DEMO_ACCOUNTS.map(({ role, username, password }) => ({ role, label: roleLabel(role), username, password }))
    : [];
  router.get('/demo-logins', async (ctx) => {
    ctx.body = demoLogins;
  });

  router.get('/user', async (ctx) => {
    if (!ctx.state.user) throw AppError.unauthorized();
    ctx.body = ctx.state.user;
  });

  // Open to anyone holding the link, signed in or not; it proves the address and signs nobody in.
  router.post('/verify-email', async (ctx) => {
    ctx.body = await verifyEmail(services)(body(ctx));
  });

  router.post('/resend-verification', requireUser, async (ctx) => {
    ctx.status = 202;
    ctx.body = await resendVerification(services)(actor(ctx));
  });

  return router;
}
