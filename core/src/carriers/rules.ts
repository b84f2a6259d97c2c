import { BROKER_ROLES, type Role, type User } from '../users/index.ts';
import { actsAsStaff } from '../users/index.ts';
import { audienceOf } from '../users/index.ts';

/** Roles that keep the carrier directory: brokers and their managers place the risks; insurers read it. */
export const CARRIER_EDITOR_ROLES: readonly Role[] = ['broker', 'broker_manager'];

/**
 * Who may do what with carriers, the one rule the use cases and the screens ask: active staff read the
 * directory, active brokers and broker managers change it; customers and accounts awaiting approval
 * do neither.
 */
export function carrierRights(user: Pick<User, 'role' | 'status'>): { read: boolean; change: boolean } {
  const read = actsAsStaff(user) && BROKER_ROLES.includes(user.role);
  return { read, change: read && CARRIER_EDITOR_ROLES.includes(user.role) };
}

/** Who may read the directory, and who may change it: carrierRights as the API's audiences. */
export const CARRIER_READERS = audienceOf('staff', (user) => carrierRights(user).read);
export const CARRIER_KEEPERS = audienceOf(CARRIER_EDITOR_ROLES.join(', '), (user) => carrierRights(user).change);

/** A carrier's name as it is matched: trimmed, without case ('  chubb ' and 'Chubb' are one carrier). */
export const carrierNameKey = (name: string): string => name.trim().toLowerCase();

/** A hit ratio (0..1) as a person reads it: '42%'; '—' before the first quote. */
export const formatHitRatio = (ratio: number | null): string => (ratio === null ? '—' : `${Math.round(ratio * 100)}%`);
