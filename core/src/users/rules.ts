import { BROKER_ROLES, DECISION_ROLES, type Role } from './entities.ts';

/** The two separated areas of the app: /customer/** for customers, everything else for staff. */
export type Zone = 'broker' | 'customer';

/** Customers use the customer portal only; brokers, broker managers and insurers the broker area only. */
export function canAccessZone(role: Role, zone: Zone): boolean {
  return zone === 'customer' ? role === 'customer' : BROKER_ROLES.includes(role);
}

/** Broker managers and insurers approve and reject submissions. */
export const isDecisionRole = (role: Role): boolean => DECISION_ROLES.includes(role);

/** The zone a path belongs to; null for the open sign-in page. */
export function zoneForPath(path: string): Zone | null {
  if (path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?')) return null;
  return path === '/customer' || path.startsWith('/customer/') || path.startsWith('/customer?') ? 'customer' : 'broker';
}

/** Where a user lands after signing in. */
export const homePathFor = (role: Role): string => (role === 'customer' ? '/customer' : '/');
