import { profile } from '@workbench/contract';
import { AppError, changePassword, getProfile, signOutOtherSessions, updateProfile } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
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
 * are stopped before this (403), as everywhere outside /api/auth. The profile and the password change are
 * written here by hand (see the contract's profile part for why).
 */
export function profileRoutes(services: Services) {
  const router = newRouter();

  router.get('/profile', requireUser, async (ctx) => {
    const found = await getProfile(services)(actor(ctx));
    tagVersion(ctx, found.version);
    ctx.body = found;
  });

  router.patch('/profile', requireUser, async (ctx) => {
    const changed = await updateProfile(services)(actor(ctx), editBody(ctx));
    ctx.state.user = changed.user;
    ctx.body = changed;
  });

  router.put('/profile/password', requireUser, async (ctx) => {
    ctx.body = await changePassword(services)(actor(ctx), body(ctx), keptSession(ctx));
  });

  mount(
    router,
    profile,
    {
      signOutOtherSessions: (_input, { actor, ctx }) => signOutOtherSessions(services)(actor, keptSession(ctx)),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
