import { AppError, changePassword, getProfile, signOutOtherSessions, updateProfile } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, editBody, newRouter, tagVersion, type Ctx } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';
import { currentSessionId } from '../middleware/session.ts';

/** The session asking, which a password change and "sign out other sessions" keep. */
function keptSession(ctx: Ctx): string {
  const sid = currentSessionId(ctx);
  if (!sid) throw AppError.unauthorized();
  return sid;
}

/**
 * The signed-in person's own account: their details, password and sessions. No route names an account:
 * each acts on the one the session belongs to, so nobody reaches another's. Accounts that are not active
 * are stopped before this (403), as everywhere outside /api/auth.
 */
export function profileRoutes(services: Services) {
  const router = newRouter('/profile');

  router.get('/', requireUser, async (ctx) => {
    const profile = await getProfile(services)(actor(ctx));
    tagVersion(ctx, profile.version);
    ctx.body = profile;
  });

  router.patch('/', requireUser, async (ctx) => {
    const profile = await updateProfile(services)(actor(ctx), editBody(ctx));
    ctx.state.user = profile.user;
    ctx.body = profile;
  });

  router.put('/password', requireUser, async (ctx) => {
    ctx.body = await changePassword(services)(actor(ctx), body(ctx), keptSession(ctx));
  });

  router.post('/sign-out-others', requireUser, async (ctx) => {
    ctx.body = await signOutOtherSessions(services)(actor(ctx), keptSession(ctx));
  });

  return router;
}
