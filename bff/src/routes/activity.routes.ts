import { activity } from '@workbench/contract';
import { listActivity } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/** The latest history across the submissions the caller may see: anyone signed in, each their own share. */
export function activityRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    activity,
    { listActivity: ({ query }, { actor }) => listActivity(services)(actor, query.limit) },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
