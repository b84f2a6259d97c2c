import {
  AppError,
  currentUser,
  holdsRole,
  inactiveAccountMessage,
  isActiveAccount,
  type Role,
  type UnitOfWork,
  type User,
} from '@workbench/core';
import type { Middleware } from 'koa';
import type { DataVersion } from '../cache/data-version.ts';
import { VersionedCache } from '../cache/versioned-cache.ts';
import type { SessionData, State } from '../http/context.ts';

const USER_TTL_MS = 5_000;
const MAX_USERS = 10_000;

/**
 * Loads the signed-in user from the session into ctx.state.user (a stale session is simply signed out).
 * The account is kept for a few seconds and dropped by any write to accounts, so a role change or
 * deactivation counts from the next request.
 */
export function loadUser(uow: UnitOfWork, version?: DataVersion): Middleware<State> {
  const find = currentUser({ uow });
  const users = new VersionedCache<User>(MAX_USERS, USER_TTL_MS);
  const cachedFind = async (userId: unknown): Promise<User | null> => {
    if (!version || typeof userId !== 'string') return find(userId);
    const seen = version.stamp('signed-in-account');
    const hit = users.get(userId, seen);
    if (hit) return hit;
    const user = await find(userId);
    if (user) users.set(userId, seen, user);
    return user;
  };
  const signIn = async (
    ctx: Parameters<Middleware<State>>[0],
    session: SessionData & Record<string, unknown>,
    next: () => Promise<unknown>,
  ) => {
    const user = await cachedFind(session.userId);
    if (user) ctx.state.user = user;
    else delete session.userId;
    await next();
  };
  return (ctx, next) => {
    const session = ctx.session as (SessionData & Record<string, unknown>) | null;
    if (!session?.userId) return next();
    // A user kept from a moment ago is taken without waiting for anything, as most requests find theirs.
    const kept = version && typeof session.userId === 'string' ? users.get(session.userId, version.stamp('signed-in-account')) : undefined;
    if (!kept) return signIn(ctx, session, next);
    ctx.state.user = kept;
    return next();
  };
}

/** 401 unless someone is signed in. */
export const requireUser: Middleware<State> = (ctx, next) => {
  if (!ctx.state.user) throw AppError.unauthorized();
  return next();
};

/** 401 when signed out, 403 when signed in with another role (a carrier's underwriter holds none of the firm's). */
export function requireRole(...roles: Role[]): Middleware<State> {
  return (ctx, next) => {
    if (!ctx.state.user) throw AppError.unauthorized();
    if (!holdsRole(ctx.state.user, roles)) throw AppError.forbidden();
    return next();
  };
}

/** What an account that is not active may still reach: who it is, signing out, and the open contract. */
const OPEN_TO_INACTIVE = /^\/api\/(auth\/|openapi\.json$)/;

/**
 * A pending or refused account is signed in but may use nothing else: every other endpoint answers 403
 * with the reason. This runs before the read cache, so no answer cached for a role reaches such an account.
 */
export const activeAccountsOnly: Middleware<State> = (ctx, next) => {
  const user = ctx.state.user;
  if (user && !isActiveAccount(user) && !OPEN_TO_INACTIVE.test(ctx.path)) {
    throw AppError.forbidden(inactiveAccountMessage(user.status));
  }
  return next();
};
