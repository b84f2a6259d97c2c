import { isStaff, type KeptRead, type User } from '@workbench/core';
import type { Middleware } from 'koa';
import type { State } from '../http/context.ts';
import { JSON_CONTENT_TYPE } from '../http/router.ts';
import type { DataVersion } from './data-version.ts';
import { VersionedCache } from './versioned-cache.ts';

const RESPONSE_TTL_MS = 5_000;
/** The headers a route sets that a hit sends again: paging, and a record's version (ETag). */
const PAGING_HEADERS = ['X-Total-Count', 'X-Next-Cursor', 'ETag'];
const MAX_RESPONSES = 1_000;

interface CachedResponse {
  /** Encoded once: a hit only copies bytes to the socket. */
  json: Buffer;
  /** The paging and version headers the route set (X-Total-Count, X-Next-Cursor, ETag), sent again with a hit. */
  headers: Array<[string, string]>;
  read: KeptRead;
}

/**
 * Serves a GET answer again while nothing it was read from has been written since (and for at most a few
 * seconds); only 200 answers are kept.
 *
 * Two halves: `fill` sits on the routes worth caching (after their role checks) and keeps their answers;
 * `serve` sits right after the signed-in user is known and answers a repeat before routing, body parsing
 * and the route's checks run again. That is safe because an entry only exists for a key whose audience
 * and URL already passed those checks, and a write to what it was read from makes it stale.
 *
 * The audience: staff of one role share answers, because what a staff member may see depends only on the
 * role, except a "me" filter, which is answered per person. A customer's answers are their own, and change
 * with the account's status and proven address.
 */
export class ReadCache {
  private readonly responses = new VersionedCache<CachedResponse>(MAX_RESPONSES, RESPONSE_TTL_MS);

  constructor(
    private readonly version: DataVersion,
    private readonly enabled = true,
  ) {}

  readonly serve: Middleware<State> = (ctx, next) => {
    const key = this.keyOf(ctx);
    const hit = key === null ? undefined : this.responses.get(key, (entry) => this.version.stamp(entry.read));
    if (!hit) return next();
    ctx.status = 200;
    ctx.set('Content-Type', JSON_CONTENT_TYPE);
    for (const [name, value] of hit.headers) ctx.set(name, value);
    ctx.body = hit.json;
    return Promise.resolve();
  };

  /**
   * Keeps the route's answers, which are the kept read `read`. Only for routes whose answer to staff
   * depends on nothing but the role, the URL and "me".
   */
  fill(read: KeptRead): Middleware<State> {
    // A request whose answer is not kept (the cache off, a write, no one signed in) goes straight on, without
    // a promise of this middleware's own around the rest.
    return (ctx, next) => {
      const key = this.keyOf(ctx);
      return key === null ? next() : this.keep(ctx, next, key, read);
    };
  }

  /** Runs the route and keeps its answer under `key`. */
  private async keep(ctx: Parameters<Middleware<State>>[0], next: () => Promise<unknown>, key: string, read: KeptRead): Promise<void> {
    const seen = this.version.stamp(read);
    await next();
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null) return;
    let json: Buffer;
    // JSON the route already encoded (text from the database) is kept as it is.
    if (typeof body === 'string' && ctx.response.is('json')) json = Buffer.from(body);
    else if (typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    else json = Buffer.from(JSON.stringify(body));
    ctx.body = json;
    ctx.type = 'application/json';
    const headers = PAGING_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = ctx.response.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    });
    this.responses.set(key, seen, { json, headers, read });
  }

  private keyOf(ctx: { method: string; url: string; query: Record<string, unknown>; state: State }): string | null {
    const user = ctx.state.user;
    if (!this.enabled || ctx.method !== 'GET' || !user) return null;
    return `${audienceOf(user, ctx.query)}\u0000${ctx.url}`;
  }
}

function audienceOf(user: User, query: Record<string, unknown>): string {
  const shared = isStaff(user) && !mentionsMe(query);
  // Everything that decides a customer's scope is in their key: proving an address must not be answered
  // from what was kept while it was unproven.
  return shared
    ? `role\u0000${user.role}`
    : `user\u0000${user.id}\u0000${user.role}\u0000${user.status}\u0000${user.emailVerified}\u0000${user.email}`;
}

/** Any value that could be read as "me" (however spelt or padded) keeps the answer to its caller. */
function mentionsMe(query: Record<string, unknown>): boolean {
  return Object.values(query).some((value) => [value].flat().some((item) => typeof item === 'string' && /me/i.test(item)));
}
