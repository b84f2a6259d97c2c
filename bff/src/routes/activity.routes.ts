import { listActivity } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

export function activityRoutes(services: Services) {
  const router = newRouter('/activity');
  router.get('/', requireUser, async (ctx) => {
    ctx.body = await listActivity(services)(actor(ctx), ctx.query.limit);
  });
  return router;
}
