import type { Services } from '../services.ts';
import { newRouter } from '../http/router.ts';

/**
 * Liveness and readiness. Readiness fails only when the database does not answer; the mail outbox and the local
 * model are reported beside it, so an operator sees mail piling up or a model that cannot be used without the
 * instance being taken out of rotation for it.
 */
export function healthRoutes(services: Services) {
  const router = newRouter();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    try {
      await services.database.check();
      const [backlog, model] = await Promise.all([services.outbox.backlog(), services.extractor.modelState()]);
      ctx.body = { status: 'ready', model, outbox: { smtpConfigured: services.config.smtpUrl !== null, ...backlog } };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'The database is unavailable. Please try again shortly.' };
    }
  });
  return router;
}
