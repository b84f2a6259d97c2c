import { profile } from '@workbench/contract';
import { AppError, changePassword, getProfile, signOutOtherSessions, updateProfile } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter, type Ctx } from '../http/router.ts';
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
  const router = newRouter();
  mount(
    router,
    profile,
    {
      getProfile: (_input, { actor }) => getProfile(services)(actor),
      // The rest of this request sees the account as the save left it.
      updateProfile: async ({ body }, { actor, ctx }) => {
        const changed = await updateProfile(services)(actor, body);
        ctx.state.user = changed.user;
        return changed;
      },
      changePassword: ({ body }, { actor, ctx }) => changePassword(services)(actor, body, keptSession(ctx)),
      signOutOtherSessions: (_input, { actor, ctx }) => signOutOtherSessions(services)(actor, keptSession(ctx)),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
