import { BROKER_ROLES, sendInvitation } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, body, newRouter } from '../http/router.ts';

export function invitationsRoutes(services: Services) {
  const router = newRouter('/invitations');
  router.post('/', requireRole(...BROKER_ROLES), async (ctx) => {
    const result = await sendInvitation(services)(actor(ctx), body(ctx), services.linkTo('/auth'));
    ctx.status = 202;
    ctx.body = result;
  });
  return router;
}
