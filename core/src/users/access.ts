import { BROKER_ROLES, type User } from './entities.ts';

/**
 * The access model in three rules. Every use case and the bff's gate ask these, never the role alone:
 * - an account works only when it is active (a self-registered staff account is pending until approved);
 * - staff rights belong to active accounts of a staff role;
 * - a customer sees a client's shared work only through an e-mail address they proved they own.
 */
export const isActiveAccount = (user: Pick<User, 'status'>): boolean => user.status === 'active';

/** Staff rights: a broker, broker manager or insurer whose account is active. */
export const actsAsStaff = (user: Pick<User, 'role' | 'status'>): boolean => BROKER_ROLES.includes(user.role) && isActiveAccount(user);

/**
 * The address whose clients' shared submissions, policies and activity a customer may see: their own,
 * once verified. Null for anyone else, who then sees nothing of any client.
 */
export function customerScopeEmail(user: Pick<User, 'role' | 'status' | 'email' | 'emailVerified'>): string | null {
  if (user.role !== 'customer' || !isActiveAccount(user) || !user.emailVerified) return null;
  return user.email;
}

/** Whether a client's address names this customer (addresses compare without case or surrounding spaces). */
export function isCustomersAddress(user: Pick<User, 'role' | 'status' | 'email' | 'emailVerified'>, clientEmail: string | null): boolean {
  const scope = customerScopeEmail(user);
  return !!scope && !!clientEmail && normaliseEmail(clientEmail) === normaliseEmail(scope);
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
