import { jobs } from '@workbench/contract';
import { listFailedJobs, retryFailedJob } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * Background jobs that failed their last attempt (a mail the server kept refusing, an e-mail that could not
 * be taken in): broker managers see them and run one again. Who may is core's rule (JOB_MANAGERS).
 */
export function jobsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    jobs,
    {
      listFailedJobs: (_input, { actor }) => listFailedJobs(services)(actor),
      retryFailedJob: ({ params }, { actor }) => retryFailedJob(services)(actor, params.id).then(() => ({ retried: true })),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
