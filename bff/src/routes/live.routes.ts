import { live } from '@workbench/contract';
import { liveCounts } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The sidebar's badges: their counts now, and as events whenever they change (for staff, which lists changed too). */
export function liveRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    live,
    {
      liveCounts: (_, { actor }) => liveCounts(services)(actor),
      liveEvents:
        (_, { actor }) =>
        (send, end) =>
          services.live.connect(actor, send, end),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
