import type * as v from 'valibot';
import type { ProfileSchema } from '../profile-answer.ts';
import type { AccountEventSchema } from './schemas.ts';

export const ROLES = ['customer', 'broker', 'broker_manager', 'insurer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work in the broker area (everything outside /customer). */
export const BROKER_ROLES: readonly Role[] = ['broker', 'broker_manager', 'insurer'];
/** Roles that approve or refuse the staff accounts people open for themselves. */
export const APPROVER_ROLES: readonly Role[] = ['broker_manager'];
/** Roles allowed to approve or reject a submission. */
export const DECISION_ROLES: readonly Role[] = ['broker_manager', 'insurer'];

/**
 * Whether an account may work: staff who registered themselves stay `pending` until a broker manager
 * approves them (or `refused`); customers and accounts made by the firm are `active`; an administrator
 * `deactivated` an account that may no longer sign in (someone who left), and may make it active again.
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'refused', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A user as the API shows it: never the password hash. */
export interface User {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** True once the owner of the address proved it (a verification link or a portal invitation). */
  emailVerified: boolean;
  companyName: string | null;
  phone: string | null;
  createdAt: string;
  /**
   * The largest premium this person binds, set by an administrator; null (or absent) when the firm's default
   * applies to them.
   */
  bindAuthorityLimit?: number | null;
  /**
   * Where the account signs in when not with a local password: the firm's LDAP / Active Directory, or its
   * OpenID Connect provider. Absent for local accounts (customers, and firms without a directory).
   */
  authSource?: ExternalSource;
  /**
   * The carrier of the directory an insurer account underwrites for; null (or absent) for the firm's own
   * underwriters and for every other role.
   */
  carrierId?: string | null;
}

/** The sign-in sources outside Workbench that vouch for staff. */
export const EXTERNAL_SOURCES = ['ldap', 'oidc'] as const;
export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];

/** What an administrator (or the directory) did to an account. */
export const ACCOUNT_ACTIONS = [
  'opened',
  'role_changed',
  'approved',
  'refused',
  'deactivated',
  'reactivated',
  'password_reset',
  'authority_changed',
  'carrier_changed',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** How the administrator's trail names each change to an account. */
export const ACCOUNT_ACTION_LABELS: Record<AccountAction, string> = {
  opened: 'Account opened',
  role_changed: 'Role changed',
  approved: 'Approved',
  refused: 'Refused',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  password_reset: 'Password reset',
  authority_changed: 'Bind authority changed',
  carrier_changed: 'Carrier changed',
};

/** One change to an account, as the administrator's audit trail shows it. */
export type AccountEvent = v.InferOutput<typeof AccountEventSchema>;

export interface UserWithSecret extends User {
  passwordHash: string;
}

export interface Registration {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: Role;
  companyName?: string | null;
  phone?: string | null;
}

/**
 * The profile page: the signed-in account, and for a customer the clients bound to it, with the version of
 * the person's own details.
 */
export type Profile = v.InferOutput<typeof ProfileSchema>;
