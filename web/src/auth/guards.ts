import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import {
  ACCOUNT_PENDING_MESSAGE,
  ACCOUNT_REFUSED_MESSAGE,
  BROKER_ROLES,
  isActiveAccount,
  underwritesFor,
  type Role,
  type User,
} from '@workbench/core';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';

/** Thrown by a guard when the signed-in user's role is not allowed; the zone shows 'Access Denied'. */
export class AccessDeniedError extends Error {
  constructor() {
    super("You don't have permission to access this page.");
    this.name = 'AccessDeniedError';
  }
}

/**
 * Thrown by a guard when the signed-in account may not work yet (awaiting a broker manager's approval)
 * or any more (refused): the zone shows a full page saying so instead of its screens.
 */
export class AccountNotActiveError extends Error {
  readonly status: Exclude<User['status'], 'active'>;

  constructor(status: Exclude<User['status'], 'active'>) {
    super(status === 'refused' ? ACCOUNT_REFUSED_MESSAGE : ACCOUNT_PENDING_MESSAGE);
    this.name = 'AccountNotActiveError';
    this.status = status;
  }
}

export const CUSTOMER_ROLES: readonly Role[] = ['customer'];
export { BROKER_ROLES };
export { APPROVER_ROLES } from '@workbench/core';

/** A customer whose address is not proven yet sees nothing of their clients' work until they confirm it. */
export const needsEmailConfirmation = (user: Pick<User, 'role' | 'emailVerified'>): boolean =>
  user.role === 'customer' && !user.emailVerified;

/** What decides a user's home and zone: the role, and for an insurer whether it underwrites for a carrier. */
type Zoned = Pick<User, 'role' | 'status' | 'carrierId'>;

export const CARRIER_DESK_PATH = '/carrier-desk';

/**
 * Where a user lands after signing in: customers in their portal, a carrier's underwriter on the carrier
 * desk (the firm's workbench holds nothing of theirs), everyone else on the workbench.
 */
export function homeFor(user: Zoned): '/customer' | '/carrier-desk' | '/' {
  if (underwritesFor(user)) return CARRIER_DESK_PATH;
  return user.role === 'customer' ? '/customer' : '/';
}

const inZone = (path: string, zone: string) => path === zone || path.startsWith(`${zone}/`) || path.startsWith(`${zone}?`);

/** True when `path` is a same-site path inside the zone the user may use (used for ?redirect=). */
export function isPathForUser(path: string, user: Zoned): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return false;
  if (underwritesFor(user)) return inZone(path, CARRIER_DESK_PATH);
  const inCustomerZone = inZone(path, '/customer');
  if (user.role === 'customer') return inCustomerZone;
  return !inCustomerZone && !inZone(path, CARRIER_DESK_PATH);
}

/**
 * The guard of a zone or a screen: signed-out visitors go to /auth (remembering where they were going),
 * an account that is not active sees only why, a carrier's underwriter goes to the carrier desk (no other
 * zone holds anything of theirs), a role outside `roles` gets Access Denied, and an empty `roles` lets any
 * signed-in active user in.
 */
export async function requireUser(queryClient: QueryClient, roles: readonly Role[], location: ParsedLocation): Promise<{ user: User }> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) {
    throw redirect({ to: '/auth', search: { redirect: location.href } });
  }
  if (!isActiveAccount(user)) throw new AccountNotActiveError(user.status === 'refused' ? 'refused' : 'pending');
  if (underwritesFor(user)) throw redirect({ to: CARRIER_DESK_PATH });
  if (roles.length > 0 && !roles.includes(user.role)) throw new AccessDeniedError();
  return { user };
}

/**
 * The carrier desk's guard: signed-out visitors go to /auth, an account that is not active sees only why,
 * and anyone but a carrier's underwriter (the firm's own underwriters included) gets Access Denied.
 */
export async function requireCarrierUnderwriter(queryClient: QueryClient, location: ParsedLocation): Promise<{ user: User }> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) {
    throw redirect({ to: '/auth', search: { redirect: location.href } });
  }
  if (!isActiveAccount(user)) throw new AccountNotActiveError(user.status === 'refused' ? 'refused' : 'pending');
  if (!underwritesFor(user)) throw new AccessDeniedError();
  return { user };
}
