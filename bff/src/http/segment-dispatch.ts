import Router from '@koa/router';
import type Koa from 'koa';
import type { State } from './context.ts';

type Middleware = Koa.Middleware<State>;

/** A route's first segment under the prefix, as the router matches it: '/api/clients/:id' → 'clients'. */
const FIRST_SEGMENT = /^\/([^/:(?*+]+)(?=$|\/|\(|\?)/;

/**
 * The routes of many routers under one prefix, each request handed only to the routers that have a route under
 * its path's first segment: '/api/clients/7' is matched against the client routes alone, not against every
 * route of the API in turn, which is what one router holding them all does on every request. It is built
 * from the routers' public API only: each router's routes are mounted again, under the prefix, in a router of
 * their own per segment, and the answer is the router's own for the same request. A router with middleware
 * over every path of the prefix (`use` without a prefix of its own) has no segment, and is refused here: its
 * middleware would otherwise run for the other routers' routes.
 */
export function segmentDispatch(prefix: `/${string}`, routers: readonly Router<State>[]): Middleware {
  const bySegment = new Map<string, Router<State>>();
  for (const router of routers) {
    for (const segment of segmentsOf(prefix, router)) {
      let own = bySegment.get(segment);
      if (!own) bySegment.set(segment, (own = new Router<State>({ prefix })));
      own.use(router.routes());
    }
  }
  const served = new Map([...bySegment].map(([segment, router]) => [segment, router.routes() as Middleware]));
  // A path under no router's segment gets what a router with no route for it gives: nothing matched, next.
  const none = new Router<State>({ prefix }).routes() as Middleware;
  const start = prefix.length + 1;
  return (ctx, next) => {
    const path = ctx.path;
    const end = path.indexOf('/', start);
    const segment = (end < 0 ? path.slice(start) : path.slice(start, end)).toLowerCase();
    return (served.get(segment) ?? none)(ctx, next);
  };
}

/**
 * The first segments of a router's routes and middleware, lower-cased as the router matches paths (without
 * regard to case). A layer without a literal first segment matches under every one, so the router is refused.
 */
function segmentsOf(prefix: string, router: Router<State>): Set<string> {
  const mounted = new Router<State>();
  mounted.use(router.routes());
  const segments = new Set<string>();
  for (const layer of mounted.stack) {
    const segment = FIRST_SEGMENT.exec(String(layer.path))?.[1];
    if (!segment)
      throw new Error(`segmentDispatch: ${String(layer.path) || '(every path)'} under ${prefix} has no first segment of its own`);
    segments.add(segment.toLowerCase());
  }
  return segments;
}
