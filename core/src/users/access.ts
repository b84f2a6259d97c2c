import { BROKER_ROLES, type Role, type User } from './entities.ts';

/**
 * The access model in three rules. Every use case and the bff's gate ask these, never the role alone:
 * - an account works only when it is active (a self-registered staff account is pending until approved);
 * - staff rights belong to active accounts of a staff role, but a carrier's underwriter holds none of them;
 * - a customer sees a client's shared work only through an e-mail address they proved they own, and only
 *   of the clients that address reaches (reachesClient in the clients' rules).
 */
export const isActiveAccount = (user: Pick<User, 'status'>): boolean => user.status === 'active';

/**
 * The carrier an account underwrites for: an active insurer account linked to a carrier of the directory.
 * Such an account is the carrier's, not the firm's: it holds none of the firm's roles and sees only the
 * business marketed to its carrier. Null for everyone else, the firm's own underwriters included.
 */
export function underwritesFor(user: Pick<User, 'role' | 'status' | 'carrierId'>): string | null {
  if (user.role !== 'insurer' || !isActiveAccount(user) || !user.carrierId) return null;
  return user.carrierId;
}

/**
 * Whether the account works in one of these roles for the firm: active, of one of the roles, and not a
 * carrier's underwriter. Every role gate asks this, never the role alone.
 */
export const holdsRole = (user: Pick<User, 'role' | 'status' | 'carrierId'>, roles: readonly Role[]): boolean =>
  isActiveAccount(user) && roles.includes(user.role) && !(user.role === 'insurer' && user.carrierId);

/** Staff rights: a broker, broker manager or the firm's own insurer whose account is active. */
export const actsAsStaff = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => holdsRole(user, BROKER_ROLES);

/**
 * The address whose clients' shared submissions, policies and activity a customer may see (the clients it
 * reaches: addressReachesClient in the clients' rules): their own, once verified. Null for anyone else, who
 * then sees nothing of any client.
 */
export function customerScopeEmail(user: Pick<User, 'role' | 'status' | 'email' | 'emailVerified'>): string | null {
  if (user.role !== 'customer' || !isActiveAccount(user) || !user.emailVerified) return null;
  return user.email;
}

/** The form addresses are compared in: unique per account, and matched to clients, without case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Why a signed-in account that is not active may do nothing but sign out. */
export const ACCOUNT_PENDING_MESSAGE = 'Your account is awaiting approval by a broker manager.';
export const ACCOUNT_REFUSED_MESSAGE = 'Your account was not approved. Contact your broker manager.';
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated. Contact your broker manager.';

/** Why an account that is not active may not work, in its owner's words. */
export const inactiveAccountMessage = (status: string): string =>
  status === 'refused' ? ACCOUNT_REFUSED_MESSAGE : status === 'deactivated' ? ACCOUNT_DEACTIVATED_MESSAGE : ACCOUNT_PENDING_MESSAGE;
