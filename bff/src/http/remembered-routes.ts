import type Router from '@koa/router';
import type Koa from 'koa';
import type { State } from './context.ts';

type Layer = Router<State>['stack'][number];
type Middleware = Koa.Middleware<State>;

/** Paths whose dispatch is remembered; past this the memory starts again (ids make paths many). */
const REMEMBERED_PATHS = 2_000;

/** What @koa/router leaves on the context for the routes and for `allowedMethods`. */
interface RoutedContext {
  matched?: Layer[];
  router?: Router<State>;
  routeMatched?: boolean;
  newRouterPath?: string;
  captures?: string[];
  params?: Record<string, string>;
  routerPath?: string;
  routerName?: string;
  _matchedRoute?: string | RegExp;
  _matchedRouteName?: string;
  request: { params?: Record<string, string> };
}

/** What a method and path dispatch to, worked out once. */
interface Dispatch {
  /** Every layer the path matches, whatever its methods (allowedMethods reads them). */
  matched: Layer[];
  route: boolean;
  /** The matching route's own path and name, as the router notes them before running its chain. */
  matchedRoute: string | RegExp | undefined;
  matchedRouteName: string | undefined;
  /** The matched layers' middleware, each layer's preceded by a step giving the context its parameters. */
  run: ((ctx: Koa.ParameterizedContext<State>, next: Koa.Next) => unknown) | undefined;
}

/**
 * The router's own middleware (`router.routes()`), with what it works out for a method and path kept: which
 * layers match (a test of every route's pattern in turn, a few hundred of them), the parameters read from the
 * path and the chain of the matched layers' middleware. The router works all of it out again on every request,
 * though the routes never change once the app is made and the same method and path always give the same
 * answer. The context is left as the router leaves it; each request gets parameters and lists of its own.
 * For a router without a host, exclusive matching or a routerPath option, which this app's routers do not use.
 */
export function rememberedRoutes(router: Router<State>): Middleware {
  const options = router.opts as { exclusive?: boolean; host?: unknown; routerPath?: string };
  if (options.exclusive || options.host || options.routerPath) throw new Error('rememberedRoutes: a plain router only');
  const found = new Map<string, Dispatch>();
  const notFound = router as unknown as { _events: { emit(event: string, ctx: Koa.ParameterizedContext<State>, next: Koa.Next): unknown } };
  return (ctx, next) => {
    const routed = ctx as unknown as RoutedContext;
    const path = routed.newRouterPath || ctx.path;
    const key = `${ctx.method} ${path}`;
    let dispatch = found.get(key);
    if (!dispatch) {
      dispatch = dispatchOf(router, ctx.method, path);
      if (found.size >= REMEMBERED_PATHS) found.clear();
      found.set(key, dispatch);
    }
    if (routed.matched) routed.matched.push(...dispatch.matched);
    else routed.matched = dispatch.matched.slice();
    routed.router = router;
    routed.routeMatched = dispatch.route;
    if (!dispatch.run) return notFound._events.emit('not-found', ctx, next);
    if (dispatch.matchedRoute !== undefined) {
      routed._matchedRoute = dispatch.matchedRoute;
      if (dispatch.matchedRouteName) routed._matchedRouteName = dispatch.matchedRouteName;
    }
    return dispatch.run(ctx, next);
  };
}

function dispatchOf(router: Router<State>, method: string, path: string): Dispatch {
  const result = router.match(path, method);
  if (!result.route) return { matched: result.path, route: false, matchedRoute: undefined, matchedRouteName: undefined, run: undefined };
  const layers = result.pathAndMethod;
  const routeLayer = layers.findLast((layer) => layer.methods.length > 0);
  const steps: Middleware[] = [];
  for (const layer of layers) steps.push(parametersOf(layer, path), ...(layer.stack as Middleware[]));
  return {
    matched: result.path,
    route: true,
    matchedRoute: routeLayer?.path,
    matchedRouteName: routeLayer?.name ?? undefined,
    run: chain(steps),
  };
}

/** The step before a layer's middleware: what the router sets on the context for that layer, read from the path once. */
function parametersOf(layer: Layer, path: string): Middleware {
  const captures = layer.captures(path);
  const own = layer.params(path, captures, {}) as Record<string, string>;
  const name = layer.name || undefined;
  return (ctx, next) => {
    const routed = ctx as unknown as RoutedContext;
    routed.captures = captures.slice();
    // As the router does: the earlier layers' parameters, then this one's, in an object of this request's own.
    const params = { ...routed.params, ...own };
    routed.request.params = params;
    routed.params = params;
    routed.routerPath = layer.path as string;
    routed.routerName = name;
    routed._matchedRoute = layer.path;
    if (name) routed._matchedRouteName = name;
    return next();
  };
}

/** Runs the steps in order, each given the next as `next`, the last given the caller's. */
function chain(steps: readonly Middleware[]): (ctx: Koa.ParameterizedContext<State>, next: Koa.Next) => Promise<unknown> {
  return (ctx, next) => runFrom(steps, 0, ctx, next);
}

function runFrom(steps: readonly Middleware[], i: number, ctx: Koa.ParameterizedContext<State>, next: Koa.Next): Promise<unknown> {
  if (i === steps.length) return Promise.resolve(next());
  try {
    return Promise.resolve(steps[i]!(ctx, () => runFrom(steps, i + 1, ctx, next)));
  } catch (error) {
    return Promise.reject(error);
  }
}
