import type { SessionStore } from '@workbench/core';
import type Koa from 'koa';
import createSession from 'koa-session';

export const SESSION_COOKIE = 'workbench.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * koa-session with the data in PostgreSQL (the SessionStore port is koa-session's external store), so any bff
 * process can serve any user; the cookie holds only the random session id, signed with the app's keys
 * (`app.keys`: the current key signs, older ones are still accepted and their cookies re-signed). httpOnly,
 * SameSite=Lax, Secure whenever the request arrived over TLS (directly or, with TRUST_PROXY, through a proxy).
 * Renewed once less than half its lifetime is left, so an active user stays signed in without every response
 * re-signing and re-sending the cookie. A visitor who never signs in gets no cookie.
 */
export function sessionMiddleware(app: Koa, store: SessionStore): Koa.Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      store,
    },
    app,
  );
}

/**
 * The id of the session the request came with, which a change to the account keeps while it ends the
 * account's other sessions. Undefined without a stored session behind a validly signed cookie.
 */
export function currentSessionId(ctx: Koa.ParameterizedContext<unknown>): string | undefined {
  const session = ctx.session as { isNew: boolean; externalKey?: string } | null;
  return session && !session.isNew ? session.externalKey : undefined;
}
