import { learnMappings, listLearnedMappings, removeLearnedMapping } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * The firm's learned column mappings: staff confirm corrections from the mapping review, list them and
 * remove them. Customers are refused (403) by the use cases.
 */
export function mappingsRoutes(services: Services) {
  const router = newRouter('/extraction-mappings');
  router.use(requireUser);
  router.get('/', async (ctx) => {
    ctx.body = await listLearnedMappings(services)(actor(ctx));
  });
  router.post('/', async (ctx) => {
    const input = body(ctx) as { clientId?: unknown; columns?: unknown };
    ctx.body = await learnMappings(services)(actor(ctx), { clientId: input.clientId, columns: input.columns });
    ctx.status = 201;
  });
  router.delete('/:id', async (ctx) => {
    await removeLearnedMapping(services)(actor(ctx), ctx.params.id!);
    ctx.status = 204;
  });
  return router;
}
