import { actsAsStaff } from '../users/access.ts';
import type { Role, User } from '../users/entities.ts';

/**
 * Who may do what with client records, in one place: every use case asks these and the bff's gate asks
 * the same. Customers never reach client records (their portal shows only what is shared with them); a
 * pending or refused account reaches nothing.
 */

/** Roles that may merge two clients: merging moves a whole book of business, so a manager decides. */
export const CLIENT_MERGE_ROLES: readonly Role[] = ['broker_manager'];

/** The directory, a client's page and its portfolio: active staff. */
export const maySeeClientRecords = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);

/** A client's details and contacts: active staff, as they are the ones talking to the client. */
export const mayEditClients = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);

/** Merging a duplicate into a kept client: an active broker manager. */
export const mayMergeClients = (user: Pick<User, 'role' | 'status'>): boolean =>
  actsAsStaff(user) && CLIENT_MERGE_ROLES.includes(user.role);
