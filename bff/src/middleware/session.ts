import type { SessionStore } from '@workbench/core';
import type Koa from 'koa';
import session from 'koa-session';

export const SESSION_COOKIE = 'workbench.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const EXTEND_AT_MOST_EVERY_MS = 60_000;

/**
 * koa-session with the data in PostgreSQL (SessionStore), so any bff process can serve any user; the cookie
 * holds only the random session id. httpOnly, SameSite=Lax, Secure whenever the request arrived over TLS
 * (directly or, with TRUST_PROXY, through a proxy); rolling, so an active user stays signed in.
 */
export function sessionMiddleware(app: Koa, store: SessionStore) {
  const recentlyExtended = new Map<string, number>();
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: true,
      store: {
        get: async (sid: string) => (await store.get(sid)) ?? undefined,
        set: async (sid: string, data: Record<string, unknown>, maxAge: number, { changed }: { changed: boolean }) => {
          // Rolling re-saves unchanged data on every request only to push the expiry on; doing that at most
          // once a minute per session keeps reads from becoming writes without shortening anyone's session.
          const now = Date.now();
          const last = recentlyExtended.get(sid);
          if (!changed && last !== undefined && now - last < EXTEND_AT_MOST_EVERY_MS) return;
          await store.set(sid, data, maxAge);
          if (recentlyExtended.size > 10_000) recentlyExtended.clear();
          recentlyExtended.set(sid, now);
        },
        destroy: async (sid: string) => {
          recentlyExtended.delete(sid);
          await store.destroy(sid);
        },
      },
    },
    app as never,
  );
}
