import { AppError } from '../errors.ts';
import { reachesClient } from '../clients/index.ts';
import type { Repositories } from '../repositories.ts';
import { isUuid } from '../use-case-deps.ts';
import { actsAsStaff, audienceOf, customerScopeEmail, type User } from '../users/index.ts';

/**
 * Who may do what with a client's loss history, in one rule: active staff see and change it (upload, confirm,
 * correct); the client's own customers (reachesClient) read it and hand in loss runs, which wait for the
 * broker's review (confirming claims stays with staff); any other customer is answered as if the client did
 * not exist (404); a carrier's underwriter and an account not yet approved are refused (403).
 */
export const mayEditLossHistory = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => actsAsStaff(user);

/** Whether the account may ask for a loss history at all: staff, or a customer with a proven address. */
export const mayReadLossHistory = (user: User): boolean => actsAsStaff(user) || customerScopeEmail(user) !== null;

/** Who may call the loss-history endpoints that read. */
export const LOSS_HISTORY_READERS = audienceOf('staff, the client’s customers', mayReadLossHistory);
/** Who may call those that upload, confirm and correct. */
export const LOSS_HISTORY_EDITORS = audienceOf('staff', mayEditLossHistory);

/** What is done with a loss history: reading it, handing in a loss run for review, or changing it. */
export type LossHistoryUse = 'read' | 'hand in' | 'edit';

/**
 * What the actor may do with this client's loss history, 'edit' or 'read', when it allows `use`: not_found or
 * forbidden otherwise (a reader who would edit is forbidden).
 */
export async function lossHistoryAccess(
  repos: Pick<Repositories, 'clients'>,
  actor: User,
  clientId: string,
  use: LossHistoryUse = 'read',
): Promise<'edit' | 'read'> {
  if (!mayReadLossHistory(actor)) throw AppError.forbidden();
  const client = isUuid(clientId) ? await repos.clients.findById(clientId) : null;
  if (!client) throw AppError.notFound('Client');
  if (mayEditLossHistory(actor)) return 'edit';
  if (!(await reachesClient(repos, actor, client.id))) throw AppError.notFound('Client');
  if (use === 'edit') throw AppError.forbidden();
  return 'read';
}
