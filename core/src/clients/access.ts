import type { Repositories } from '../repositories.ts';
import { actsAsStaff, audienceOf, customerScopeEmail, normaliseEmail } from '../users/index.ts';
import type { Role, User } from '../users/index.ts';
import type { Client } from './entities.ts';

/**
 * Who may do what with client records, in one place: every use case asks these and the bff's gate asks
 * the same. Customers never reach client records (their portal shows only what is shared with them); a
 * pending or refused account reaches nothing.
 */

/** Roles that may merge two clients: merging moves a whole book of business, so a manager decides. */
export const CLIENT_MERGE_ROLES: readonly Role[] = ['broker_manager'];

/**
 * The directory, a client's page and its portfolio: active staff. The page alone carries the facts an
 * application asks for (the FEIN among them), so this rule is also who reads those: no customer, not even the
 * client's own, reads them, and lists never carry them.
 */
export const maySeeClientRecords = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);

/** A client's details and contacts: active staff, as they are the ones talking to the client. */
export const mayEditClients = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);

/** Merging a duplicate into a kept client: an active broker manager. */
export const mayMergeClients = (user: Pick<User, 'role' | 'status'>): boolean =>
  actsAsStaff(user) && CLIENT_MERGE_ROLES.includes(user.role);

/** Who may call the client endpoints that read, as the contract names them: these rules decide. */
export const CLIENT_READERS = audienceOf('staff', maySeeClientRecords);
/** Who may call the client endpoints that change a client's details or contacts. */
export const CLIENT_EDITORS = audienceOf('staff', mayEditClients);
/** Who may merge a duplicate into a client. */
export const CLIENT_MERGERS = audienceOf(CLIENT_MERGE_ROLES.join(', '), mayMergeClients);

/**
 * Which clients a customer reaches, the portal's one rule: their portal shows a client's shared submissions,
 * its policies, claims and threads when one of the client's portal addresses is the address the customer
 * proved they own. A client's portal addresses are its own e-mail (so an edit of it moves that access to the
 * new address) and every address it was given: a merge gives the kept client the duplicate's, so the
 * duplicate's customers keep what moved. Addresses compare without case or surrounding spaces; a merged
 * client is reached by no one, its business being elsewhere. The adapters' look-up by address
 * (ClientRepository.reachedBy) answers this rule for every client at once.
 */
export function addressReachesClient(
  address: string,
  client: Pick<Client, 'email'> & { portalAddresses: readonly string[]; merged: boolean },
): boolean {
  if (client.merged) return false;
  const wanted = normaliseEmail(address);
  return [client.email, ...client.portalAddresses].some((own) => !!own && normaliseEmail(own) === wanted);
}

/**
 * The ids of the clients the account reaches through the portal (addressReachesClient for its proven
 * address): none for staff, a pending account or an unproven address.
 */
export async function clientsReached(
  repos: Pick<Repositories, 'clients'>,
  user: Pick<User, 'role' | 'status' | 'email' | 'emailVerified'>,
): Promise<ReadonlySet<string>> {
  const scope = customerScopeEmail(user);
  return new Set(scope === null ? [] : await repos.clients.reachedBy(scope));
}

/** Whether the account reaches this client through the portal (clientsReached). */
export const reachesClient = async (
  repos: Pick<Repositories, 'clients'>,
  user: Pick<User, 'role' | 'status' | 'email' | 'emailVerified'>,
  clientId: string,
): Promise<boolean> => (await clientsReached(repos, user)).has(clientId);
