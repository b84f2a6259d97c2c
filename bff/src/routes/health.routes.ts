import type { Services } from '../container.ts';
import { newRouter } from '../http/router.ts';

export function healthRoutes(services: Services) {
  const router = newRouter();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    try {
      await services.db.raw('select 1');
      ctx.body = { status: 'ready' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'The database is unavailable. Please try again shortly.' };
    }
  });
  return router;
}
