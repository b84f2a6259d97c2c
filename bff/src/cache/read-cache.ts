import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';
import type { DataVersion } from './data-version.ts';
import { VersionedCache } from './versioned-cache.ts';

const RESPONSE_TTL_MS = 5_000;
const MAX_RESPONSES = 1_000;

interface CachedResponse {
  /** Encoded once: a hit only copies bytes to the socket. */
  json: Buffer;
  totalCount: string | null;
}

/**
 * Serves a GET answer again while no write has happened since it was computed (and for at most a few
 * seconds). The key holds the caller's id, role and email besides the URL, because the answer depends on
 * them (customer scoping, assignedTo=me); only 200 answers are kept.
 */
export function readCache(version: DataVersion, enabled = true): Middleware<State> {
  const cache = new VersionedCache<CachedResponse>(MAX_RESPONSES, RESPONSE_TTL_MS);
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!enabled || ctx.method !== 'GET' || !user) return next();
    const key = `${user.id}\u0000${user.role}\u0000${user.email}\u0000${ctx.url}`;
    const seen = version.current;
    const hit = cache.get(key, seen);
    if (hit) {
      ctx.status = 200;
      ctx.type = 'application/json';
      if (hit.totalCount !== null) ctx.set('X-Total-Count', hit.totalCount);
      ctx.body = hit.json;
      return;
    }
    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const json = Buffer.from(JSON.stringify(body));
    ctx.body = json;
    ctx.type = 'application/json';
    cache.set(key, seen, { json, totalCount: (ctx.response.get('X-Total-Count') as string) || null });
  };
}
