import { BROKER_ROLES, getInsights, type Insights } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireRole } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';

/**
 * GET /api/insights: the book's figures for staff, narrowed by the query's period, product, producer and
 * carrier. The figures read the whole period's book, so the answer is kept until the next write (the read
 * cache), and people asking for the same figures while they are being worked out share that one query.
 */
export function insightsRoutes(services: Services) {
  const router = newRouter('/insights');
  const insights = getInsights(services);
  const inFlight = new Map<string, Promise<Insights>>();
  router.get('/', requireRole(...BROKER_ROLES), services.reads.fill('insights'), async (ctx) => {
    // Every member of staff sees the same figures for the same filters, so the address is the whole key.
    const key = ctx.querystring;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = insights(actor(ctx), ctx.query).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    ctx.body = await pending;
  });
  return router;
}
