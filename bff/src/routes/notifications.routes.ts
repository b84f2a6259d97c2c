import { BROKER_ROLES, sendEmailNotification } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, body, newRouter } from '../http/router.ts';

export function notificationsRoutes(services: Services) {
  const router = newRouter('/notifications');
  router.post('/email', requireRole(...BROKER_ROLES), async (ctx) => {
    const result = await sendEmailNotification(services)(actor(ctx), body(ctx));
    ctx.status = 202;
    ctx.body = result;
  });
  return router;
}
