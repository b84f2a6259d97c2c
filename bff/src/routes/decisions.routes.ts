import { decisions } from '@workbench/contract';
import { listWaitingReviews, pickUpReview } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The underwriting queue: submissions waiting for a decision, for those who may decide them (core's DECIDERS). */
export function decisionsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    decisions,
    {
      listWaitingReviews: (_input, { actor }) => listWaitingReviews(services)(actor),
      pickUpReview: ({ params }, { actor }) => pickUpReview(services)(actor, params.id),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
