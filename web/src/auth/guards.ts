import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REFUSED_MESSAGE, BROKER_ROLES, isActiveAccount, type Role, type User } from '@workbench/core';
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

/** Where a user lands after signing in: customers in their portal, everyone else on the workbench. */
export const homeFor = (role: Role): '/customer' | '/' => (role === 'customer' ? '/customer' : '/');

/** True when `path` is a same-site path inside the zone the role may use (used for ?redirect=). */
export function isPathForRole(path: string, role: Role): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return false;
  const inCustomerZone = path === '/customer' || path.startsWith('/customer/') || path.startsWith('/customer?');
  return role === 'customer' ? inCustomerZone : !inCustomerZone;
}

/**
 * The guard of a zone or a screen: signed-out visitors go to /auth (remembering where they were going),
 * an account that is not active sees only why, a role outside `roles` gets Access Denied, and an empty
 * `roles` lets any signed-in active user in.
 */
export async function requireUser(queryClient: QueryClient, roles: readonly Role[], location: ParsedLocation): Promise<{ user: User }> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) {
    throw redirect({ to: '/auth', search: { redirect: location.href } });
  }
  if (!isActiveAccount(user)) throw new AccountNotActiveError(user.status === 'refused' ? 'refused' : 'pending');
  if (roles.length > 0 && !roles.includes(user.role)) throw new AccessDeniedError();
  return { user };
}
