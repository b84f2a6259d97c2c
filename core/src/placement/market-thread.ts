import { AppError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import type { Actor, CoreDeps } from '../use-case-deps.ts';
import { parseOrThrow } from '../shared/validation.ts';
import type { Message, Submission } from '../submissions/index.ts';
import { visibleSubmission } from '../submissions/index.ts';
import { marketThread, writeOnMarketThread } from './carrier-desk.ts';
import type { Market } from './entities.ts';
import { assertMayPlace, assertMayReadPlacement } from './rules.ts';
import { MarketMessageSchema } from './schemas.ts';

/**
 * The broker's side of a market's thread: each market of a submission has its own conversation with its
 * carrier on the carrier channel. Staff who read the placement read every market's thread; those who place
 * write on it. The carrier's underwriter has the other side on the carrier desk.
 */

async function marketOfSubmission(repos: Repositories, actor: Actor, submissionRef: string, marketId: string) {
  const submission: Submission = await visibleSubmission(repos, actor, submissionRef);
  const market: Market | null = await repos.placement.market(submission.id, marketId);
  if (!market) throw AppError.notFound('Market');
  return { submission, market };
}

/** The messages of one market's thread, newest first. */
export const marketMessages =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, submissionRef: string, marketId: string): Promise<Message[]> => {
    assertMayReadPlacement(actor);
    const { submission, market } = await marketOfSubmission(deps.uow.repos, actor, submissionRef, marketId);
    return marketThread(await deps.uow.repos.messages.list(submission.id), market.carrierId);
  };

/**
 * The broker writes to one market's carrier on its thread (a question, an answer to the underwriter's),
 * addressed to the carrier's first contact with an address, else to the carrier by name.
 */
export const writeToMarket =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, marketId: string, input: unknown): Promise<Message> => {
    assertMayPlace(actor);
    parseOrThrow(MarketMessageSchema, input ?? {});
    return deps.uow.run(async (repos) => {
      const { submission, market } = await marketOfSubmission(repos, actor, submissionRef, marketId);
      return writeOnMarketThread(deps, repos, actor, { submission, market, to: market.carrierEmail ?? market.carrier }, input);
    });
  };
