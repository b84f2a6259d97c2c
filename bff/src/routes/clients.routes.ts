import { BROKER_ROLES, createClient, lookUpSimilarClients, listClients } from '@workbench/core';
import type { Services } from '../compose.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, body, newRouter } from '../http/router.ts';

export function clientsRoutes(services: Services) {
  const router = newRouter('/clients');
  router.use(requireRole(...BROKER_ROLES));

  router.get('/', async (ctx) => {
    ctx.body = await listClients(services)(actor(ctx), ctx.query.q);
  });
  router.get('/similar', async (ctx) => {
    ctx.body = await lookUpSimilarClients(services)(actor(ctx), ctx.query.name);
  });
  router.post('/', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createClient(services)(actor(ctx), body(ctx));
  });
  return router;
}
