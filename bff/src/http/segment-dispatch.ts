import Router from '@koa/router';
import type Koa from 'koa';
import type { State } from './context.ts';

type Middleware = Koa.Middleware<State>;
type Layer = Router<State>['stack'][number];

/** A route's first segment under the prefix, as the router matches it: '/api/clients/:id' → 'clients'. */
const FIRST_SEGMENT = /^\/([^/:(?*+]+)(?=$|\/|\(|\?)/;
/** A path of literal segments and `:name` parameters only, each of which matches exactly one segment of a request. */
const PLAIN_PATH = /^(?:\/(?:[\w.~-]+|:\w+))+\/?$/;
const VERBS = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;

/** Where a route can match: its first segment, lower-cased as the router matches paths, and its number of segments. */
interface Place {
  segment: string;
  depth: number;
}
const keyOf = ({ segment, depth }: Place) => `${depth}/${segment}`;
const depthOf = (path: string) => path.replace(/\/$/, '').split('/').length - 1;

/**
 * The routes of many routers under one prefix, each request handed only to the routes that can match its path:
 * those under the path's first segment with as many segments as the path. '/api/clients/7' is matched against
 * the routes of the form '/clients/:x' alone, not against every route of the API in turn, which is what one
 * router holding them all does on every request. It is built from the routers' public API only: each route is
 * registered again, under the prefix, in a router of its own place with its own method and middleware, and the
 * answer is the router's own for the same request (405 and OPTIONS included, since a place holds every method
 * of its paths). A router with middleware of its own (`use`) is mounted whole in each of its segment's places,
 * so its middleware runs exactly where it ran; one with middleware over every path of the prefix has no
 * segment, and is refused here: its middleware would otherwise run for the other routers' routes.
 */
export function segmentDispatch(prefix: `/${string}`, routers: readonly Router<State>[]): Middleware {
  const mountedRouters = routers.map((router) => ({ router, layers: layersOf(router) }));
  const places = new Map<string, Place>();
  for (const { layers } of mountedRouters)
    for (const layer of layers) {
      const place = placeOf(prefix, layer);
      if (place) places.set(keyOf(place), place);
    }
  const served = new Map<string, Middleware>();
  for (const [key, place] of places) {
    const own = new Router<State>({ prefix });
    for (const { router, layers } of mountedRouters) {
      if (layers.some((layer) => layer.methods.length === 0)) {
        if (layers.some((layer) => segmentOf(prefix, layer) === place.segment)) own.use(router.routes());
        continue;
      }
      for (const layer of layers) if (samePlace(placeOf(prefix, layer), place)) register(own, layer);
    }
    served.set(key, own.routes() as Middleware);
  }
  // A path under no route's place gets what a router with no route for it gives: nothing matched, next.
  const none = new Router<State>({ prefix }).routes() as Middleware;
  const start = prefix.length + 1;
  return (ctx, next) => {
    const path = ctx.path;
    const end = path.indexOf('/', start);
    const segment = (end < 0 ? path.slice(start) : path.slice(start, end)).toLowerCase();
    return (served.get(`${depthOf(path.slice(prefix.length))}/${segment}`) ?? none)(ctx, next);
  };
}

const samePlace = (a: Place | null, b: Place) => a !== null && a.segment === b.segment && a.depth === b.depth;

/** A router's layers with their whole paths under the prefix, as a router holding it would match them. */
function layersOf(router: Router<State>): Layer[] {
  const mounted = new Router<State>();
  mounted.use(router.routes());
  return mounted.stack;
}

/** The first segment of a layer; a layer without a literal one matches under every segment, and is refused. */
function segmentOf(prefix: string, layer: Layer): string {
  const segment = FIRST_SEGMENT.exec(String(layer.path))?.[1];
  if (!segment) throw new Error(`segmentDispatch: ${String(layer.path) || '(every path)'} under ${prefix} has no first segment of its own`);
  return segment.toLowerCase();
}

/** Where a route matches; null for middleware, which matches under its segment at any depth. */
function placeOf(prefix: string, layer: Layer): Place | null {
  const segment = segmentOf(prefix, layer);
  if (layer.methods.length === 0) return null;
  const path = String(layer.path);
  if (!PLAIN_PATH.test(path) || !layer.opts.end)
    throw new Error(`segmentDispatch: ${path} under ${prefix} matches paths of more than one length`);
  return { segment, depth: depthOf(path) };
}

/** A route registered again on a router of its place, under each of its methods (HEAD comes with GET). */
function register(own: Router<State>, layer: Layer): void {
  const path = String(layer.path);
  for (const method of layer.methods) {
    if (method === 'HEAD' && layer.methods.includes('GET')) continue;
    const verb = VERBS[method as keyof typeof VERBS];
    if (!verb) throw new Error(`segmentDispatch: ${method} ${path} is a method the dispatch does not register`);
    own[verb](path, ...layer.stack);
  }
}
