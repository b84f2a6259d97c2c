import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { BROKER_ROLES, type Role, type User } from '@workbench/core';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';

/** Thrown by a guard when the signed-in user's role is not allowed; the zone shows 'Access Denied'. */
export class AccessDeniedError extends Error {
  constructor() {
    super("You don't have permission to access this page.");
    this.name = 'AccessDeniedError';
  }
}

export const CUSTOMER_ROLES: readonly Role[] = ['customer'];
export { BROKER_ROLES };

/** Where a user lands after signing in: customers in their portal, everyone else on the workbench. */
export const homeFor = (role: Role): '/customer' | '/' => (role === 'customer' ? '/customer' : '/');

/** True when `path` is a same-site path inside the zone the role may use (used for ?redirect=). */
export function isPathForRole(path: string, role: Role): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return false;
  const inCustomerZone = path === '/customer' || path.startsWith('/customer/') || path.startsWith('/customer?');
  return role === 'customer' ? inCustomerZone : !inCustomerZone;
}

/**
 * The guard of a zone (spec section 2): signed-out visitors go to /auth (remembering where they were
 * going), a role outside `roles` gets Access Denied, and an empty `roles` lets any signed-in user in.
 */
export async function requireUser(
  queryClient: QueryClient,
  roles: readonly Role[],
  location: ParsedLocation,
): Promise<{ user: User }> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (!user) {
    throw redirect({ to: '/auth', search: { redirect: location.href } });
  }
  if (roles.length > 0 && !roles.includes(user.role)) throw new AccessDeniedError();
  return { user };
}
