import { BROKER_ROLES, sendInvitation, type InvitationInput } from '@workbench/core';
import type { Services } from '../container.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, body, newRouter } from '../http/router.ts';

export function invitationsRoutes(services: Services) {
  const router = newRouter('/invitations');
  router.post('/', requireRole(...BROKER_ROLES), async (ctx) => {
    // Koa 3 reads ctx.origin from the Origin header; the portal lives on this host.
    const portalUrl = `${ctx.protocol}://${ctx.host}/auth`;
    const result = await sendInvitation(services)(actor(ctx), body(ctx) as InvitationInput, portalUrl);
    ctx.status = 202;
    ctx.body = result;
  });
  return router;
}
