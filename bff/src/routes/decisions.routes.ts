import { DECISION_ROLES, listWaitingReviews, pickUpReview } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, newRouter } from '../http/router.ts';
import { requireRole } from '../middleware/auth.ts';

/** The underwriting queue: submissions waiting for a decision, for those who may decide them. */
export function decisionsRoutes(services: Services) {
  const router = newRouter('/decisions');
  router.use(requireRole(...DECISION_ROLES));

  router.get('/', async (ctx) => {
    ctx.body = await listWaitingReviews(services)(actor(ctx));
  });
  router.post('/:id/pick-up', async (ctx) => {
    ctx.body = await pickUpReview(services)(actor(ctx), ctx.params.id);
  });
  return router;
}
