import { AppError, currentUser, type Role, type UnitOfWork } from '@workbench/core';
import type { Middleware } from 'koa';
import type { SessionData, State } from '../http/context.ts';

/** Loads the signed-in user from the session into ctx.state.user (a stale session is simply signed out). */
export function loadUser(uow: UnitOfWork): Middleware<State> {
  const find = currentUser({ uow });
  return async (ctx, next) => {
    const session = ctx.session as (SessionData & Record<string, unknown>) | null;
    const user = session?.userId ? await find(session.userId) : null;
    if (user) ctx.state.user = user;
    else if (session?.userId) delete session.userId;
    await next();
  };
}

/** 401 unless someone is signed in. */
export const requireUser: Middleware<State> = async (ctx, next) => {
  if (!ctx.state.user) throw AppError.unauthorized();
  await next();
};

/** 401 when signed out, 403 when signed in with another role. */
export function requireRole(...roles: Role[]): Middleware<State> {
  return async (ctx, next) => {
    if (!ctx.state.user) throw AppError.unauthorized();
    if (!roles.includes(ctx.state.user.role)) throw AppError.forbidden();
    await next();
  };
}
