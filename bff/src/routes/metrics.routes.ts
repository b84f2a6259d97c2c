import { BROKER_ROLES, getMetrics } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

export function metricsRoutes(services: Services) {
  const router = newRouter('/metrics');
  const metrics = getMetrics(services);
  router.get('/', requireRole(...BROKER_ROLES), async (ctx) => {
    ctx.body = await metrics(actor(ctx));
  });
  return router;
}
