import type { SessionStore } from '@workbench/core';
import type Koa from 'koa';
import session from 'koa-session';

export const SESSION_COOKIE = 'workbench.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * koa-session with the data in PostgreSQL (SessionStore), so any bff process can serve any user; the cookie
 * holds only the random session id. httpOnly, SameSite=Lax, Secure whenever the request arrived over TLS
 * (directly or, with TRUST_PROXY, through a proxy). Renewed once less than half its lifetime is left, so an
 * active user stays signed in without every response re-signing and re-sending the cookie.
 */
export function sessionMiddleware(app: Koa, store: SessionStore) {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      renew: true,
      store: {
        get: async (sid: string) => (await store.get(sid)) ?? undefined,
        set: async (sid: string, data: Record<string, unknown>, maxAge: number) => {
          await store.set(sid, data, maxAge);
        },
        destroy: async (sid: string) => {
          await store.destroy(sid);
        },
      },
    },
    app as never,
  );
}

/**
 * The id of the session the request came with (the signed cookie's value), which a change to the account
 * keeps while it ends the account's other sessions. Undefined without a validly signed session cookie.
 */
export function currentSessionId(ctx: {
  cookies: { get(name: string, options?: { signed?: boolean }): string | undefined };
}): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, { signed: true });
}
