import { listFailedJobs, retryFailedJob } from '@workbench/core';
import type { Services } from '../services.ts';
import { actor, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * Background jobs that failed their last attempt (a mail the server kept refusing, an e-mail that could not
 * be taken in): broker managers see them and run one again. Who may is core's rule.
 */
export function jobsRoutes(services: Services) {
  const router = newRouter('/jobs');

  router.get('/failed', requireUser, async (ctx) => {
    ctx.body = { items: await listFailedJobs(services)(actor(ctx)) };
  });

  router.post('/:id/retry', requireUser, async (ctx) => {
    await retryFailedJob(services)(actor(ctx), ctx.params.id ?? '');
    ctx.status = 202;
    ctx.body = { retried: true };
  });

  return router;
}
