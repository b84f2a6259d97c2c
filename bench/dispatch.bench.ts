/**
 * Measures how long /api takes to find a request's route: the app's routers held by one router (every route's
 * pattern tried in turn) against the segment dispatch the app uses (only the routes under the path's first
 * segment with as many segments as the path), in the same run, on the same requests. Each request is a caller signed out, so the route found
 * refuses it at once and the figure is the dispatch's, not a handler's.
 *   npm run bench:dispatch                  # ROUNDS=20000 by default
 */
import type { RouterContext } from '@koa/router';
import type Koa from 'koa';
import { apiRouter, apiRouters } from '../bff/src/app.ts';
import type { State } from '../bff/src/http/context.ts';
import { segmentDispatch } from '../bff/src/http/segment-dispatch.ts';
import type { Services } from '../bff/src/services.ts';

/** Requests across the API, the busiest first: the lists and details, then the rarer parts. */
const REQUESTS: Array<[string, string]> = [
  ['GET', '/api/submissions'],
  ['GET', '/api/submissions/0d6c3a52-5c1e-4d7e-9a2b-6c1f0e8d9a11'],
  ['GET', '/api/submissions/0d6c3a52-5c1e-4d7e-9a2b-6c1f0e8d9a11/quotes'],
  ['PATCH', '/api/submissions/0d6c3a52-5c1e-4d7e-9a2b-6c1f0e8d9a11'],
  ['GET', '/api/clients'],
  ['GET', '/api/policies/renewals'],
  ['GET', '/api/notifications'],
  ['GET', '/api/carriers'],
  ['GET', '/api/views'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/nothing-here'],
];

const STUB_SERVICES = { config: { uploadMaxBytes: 1024 }, reads: { fill: () => () => {} } } as unknown as Services;

/** A context with what a router reads and writes, for a caller signed out. */
function contextFor(method: string, path: string) {
  return { method, path, host: 'localhost', state: {}, request: {}, query: {}, set() {}, get: () => '' } as unknown as RouterContext<State>;
}

async function perRequest(label: string, dispatch: Koa.Middleware<State>, rounds: number): Promise<number> {
  const run = async () => {
    for (const [method, path] of REQUESTS) {
      try {
        await dispatch(contextFor(method, path), async () => {});
      } catch {
        // Refused as signed out: the route was found.
      }
    }
  };
  for (let i = 0; i < rounds / 10; i++) await run(); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / (rounds * REQUESTS.length);
  console.log(`${label.padEnd(44)} ${micros.toFixed(2)} µs a request`);
  return micros;
}

async function main() {
  const rounds = Number(process.env.ROUNDS ?? 20_000);
  const whole = apiRouter(STUB_SERVICES).routes() as Koa.Middleware<State>;
  const bySegment = segmentDispatch('/api', apiRouters(STUB_SERVICES));
  const baseline = await perRequest('one router holding every route (baseline)', whole, rounds);
  const segmented = await perRequest('segment dispatch (the app)', bySegment, rounds);
  console.log(`segment dispatch takes ${((segmented / baseline) * 100).toFixed(0)}% of the baseline's time`);
}

await main();
