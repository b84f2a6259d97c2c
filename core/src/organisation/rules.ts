import { AppError } from '../errors.ts';
import type { Role, User } from '../users/index.ts';
import { audienceOf, holdsRole } from '../users/index.ts';

/**
 * The firm's own people: brokers and broker managers. Insurers work in the broker area on the submissions sent
 * to them but are not of the firm, so its offices, teams and workload are not theirs to see.
 */
export const FIRM_ROLES: readonly Role[] = ['broker', 'broker_manager'];

/**
 * Who administers the firm: broker managers. They already approve accounts and reopen decided submissions,
 * so a separate administrator role would only split one person's job over two accounts.
 */
export const ADMINISTRATOR_ROLES: readonly Role[] = ['broker_manager'];

/** Brokers and broker managers whose account is active see the offices, teams, workload and projects. */
export const isFirmStaff = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => holdsRole(user, FIRM_ROLES);

/**
 * Reassigning work in bulk, running projects, naming offices and teams, and every administration tool
 * (accounts, sessions, sign-in throttle, audit log): active broker managers only.
 */
export const isAdministrator = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => holdsRole(user, ADMINISTRATOR_ROLES);

/** Who sees the offices, teams, workload and projects, as the API's audience. */
export const FIRM_STAFF = audienceOf(FIRM_ROLES.join(', '), isFirmStaff);
/** Who changes them and runs the administration tools, as the API's audience. */
export const ADMINISTRATORS = audienceOf(ADMINISTRATOR_ROLES.join(', '), isAdministrator);

/** Fails with `forbidden` unless the actor is an active broker manager. */
export function assertAdministrator(actor: Pick<User, 'role' | 'status' | 'carrierId'>): void {
  if (!isAdministrator(actor)) throw AppError.forbidden();
}

/** Progress of a project: the share of its submissions decided, 0 to 100. */
export const projectProgress = (project: { submissionCount: number; decidedCount: number }): number =>
  project.submissionCount === 0 ? 0 : Math.round((project.decidedCount / project.submissionCount) * 100);
