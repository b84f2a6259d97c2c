import { createCarrier, getCarrier, listCarriers, updateCarrier } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, body, newRouter, query } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/** The carrier directory: staff read it, brokers and broker managers keep it (core's carrierRights decides). */
export function carriersRoutes(services: Services) {
  const router = newRouter('/carriers');
  router.use(requireUser);
  router.get('/', async (ctx) => {
    const page = await listCarriers(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });
  router.post('/', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createCarrier(services)(actor(ctx), body(ctx));
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await getCarrier(services)(actor(ctx), ctx.params.id!);
  });
  router.patch('/:id', async (ctx) => {
    ctx.body = await updateCarrier(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  return router;
}
