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
 *
 * Two halves: `fill` sits on the routes worth caching (after their role checks) and keeps their answers;
 * `serve` sits right after the signed-in user is known and answers a repeat before routing, body parsing
 * and the route's checks run again. That is safe because an entry only exists for a key whose very user,
 * role and URL already passed those checks, and any write since makes it stale.
 */
export class ReadCache {
  private readonly responses = new VersionedCache<CachedResponse>(MAX_RESPONSES, RESPONSE_TTL_MS);

  constructor(
    private readonly version: DataVersion,
    private readonly enabled = true,
  ) {}

  readonly serve: Middleware<State> = (ctx, next) => {
    const key = this.keyOf(ctx);
    const hit = key === null ? undefined : this.responses.get(key, this.version.current);
    if (!hit) return next();
    ctx.status = 200;
    // The header itself rather than ctx.type, which looks the type up again on every hit.
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    if (hit.totalCount !== null) ctx.set('X-Total-Count', hit.totalCount);
    ctx.body = hit.json;
    return Promise.resolve();
  };

  readonly fill: Middleware<State> = async (ctx, next) => {
    const key = this.keyOf(ctx);
    if (key === null) return next();
    const seen = this.version.current;
    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const json = Buffer.from(JSON.stringify(body));
    ctx.body = json;
    ctx.type = 'application/json';
    this.responses.set(key, seen, { json, totalCount: (ctx.response.get('X-Total-Count') as string) || null });
  };

  private keyOf(ctx: { method: string; url: string; state: State }): string | null {
    const user = ctx.state.user;
    if (!this.enabled || ctx.method !== 'GET' || !user) return null;
    return `${user.id}\u0000${user.role}\u0000${user.email}\u0000${ctx.url}`;
  }
}
