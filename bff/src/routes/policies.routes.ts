import { getPolicy, listPolicies } from '@workbench/core';
import type { Services } from '../compose.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

export function policiesRoutes(services: Services) {
  const router = newRouter('/policies');
  router.use(requireUser);
  router.get('/', async (ctx) => {
    ctx.body = await listPolicies(services)(actor(ctx));
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await getPolicy(services)(actor(ctx), ctx.params.id);
  });
  return router;
}
