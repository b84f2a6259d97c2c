import { metrics } from '@workbench/contract';
import { getMetrics } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The dashboard's figures: staff only (core's STAFF audience decides). */
export function metricsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    metrics,
    { getMetrics: (_input, { actor }) => getMetrics(services)(actor) },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
