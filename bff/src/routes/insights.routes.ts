import { insights } from '@workbench/contract';
import { getInsights, type Insights } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * GET /api/insights: the book's figures for staff, narrowed by the query's period, product, producer and
 * carrier. The figures read the whole period's book, so the answer is kept until the next write (the read
 * cache), and people asking for the same figures while they are being worked out share that one query.
 */
export function insightsRoutes(services: Services) {
  const router = newRouter();
  const figures = getInsights(services);
  const inFlight = new Map<string, Promise<Insights>>();
  mount(
    router,
    insights,
    {
      getInsights: ({ query }, { actor, ctx }) => {
        // Every member of staff sees the same figures for the same filters, so the address is the whole key.
        const key = ctx.querystring;
        let pending = inFlight.get(key);
        if (!pending) {
          pending = figures(actor, query).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        return pending;
      },
    },
    { checkAnswers: services.config.checkAnswers, keep: (read) => services.reads.fill(read) },
  );
  return router;
}
