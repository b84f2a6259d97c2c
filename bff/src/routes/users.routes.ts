import { BROKER_ROLES, listStaff } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

export function usersRoutes(services: Services) {
  const router = newRouter('/users');
  router.get('/staff', requireRole(...BROKER_ROLES), async (ctx) => {
    ctx.body = await listStaff(services)(actor(ctx));
  });
  return router;
}
