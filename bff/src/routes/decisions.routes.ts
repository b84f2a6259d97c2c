import { decisions } from '@workbench/contract';
import { DECISION_ROLES, listWaitingReviews, pickUpReview } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { actor, newRouter } from '../http/router.ts';
import { requireRole } from '../middleware/auth.ts';

/** The underwriting queue: submissions waiting for a decision, for those who may decide them (core's DECIDERS). */
export function decisionsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    decisions,
    { listWaitingReviews: (_input, { actor }) => listWaitingReviews(services)(actor) },
    { checkAnswers: services.config.checkAnswers },
  );
  // Picking up answers the whole submission, which has no answer schema in core: it stays written by hand.
  router.post('/decisions/:id/pick-up', requireRole(...DECISION_ROLES), async (ctx) => {
    ctx.body = await pickUpReview(services)(actor(ctx), ctx.params.id);
  });
  return router;
}
