import type * as v from 'valibot';
import { AppError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import type { Actor, CoreDeps } from '../use-case-deps.ts';
import { parseOrThrow } from '../shared/validation.ts';
import { isClientMessage } from '../submissions/index.ts';
import type { Message, Submission } from '../submissions/index.ts';
import { recordMessage } from '../submissions/index.ts';
import { assertChangeable, isDecided } from '../submissions/index.ts';
import { actsAsStaff, audienceOf, isActiveAccount, underwritesFor } from '../users/index.ts';
import type { CarrierDeskItem, Market } from './entities.ts';
import {
  type CarrierAnswer,
  type CarrierDeskSubmissionSchema,
  type MarketMessageInput,
  MarketMessageSchema,
  type MarketQuoteInput,
} from './schemas.ts';
import { addMarketQuote, moveMarket } from './usecases.ts';

/**
 * The carrier's side of placing: a carrier's underwriter works the submissions marketed to their carrier,
 * and of each only what was sent to it (the packages), its own market's standing and its own quotes. Never
 * another carrier's market or quote, the client's channel, the broker's notes or ratings. A submission
 * that was not sent to the carrier is as unknown to its underwriter as one that does not exist.
 */

/** At most this many submissions on the desk, the most recently sent first. */
export const CARRIER_DESK_LIMIT = 500;

/** A submission as the carrier's underwriter reads it: what was sent, and the carrier's own answer. */
export type CarrierDeskSubmission = v.InferOutput<typeof CarrierDeskSubmissionSchema>;

/** Who works the desk: a carrier's own underwriter (an active insurer account linked to a carrier). */
export const CARRIER_UNDERWRITERS = audienceOf('carrier underwriter', (user) => underwritesFor(user) !== null);

/** The carrier an actor underwrites for. Fails with `forbidden` for everyone else (the firm's staff included). */
export function assertCarrierUnderwriter(actor: Actor): string {
  const carrierId = underwritesFor(actor);
  if (!carrierId) throw AppError.forbidden();
  return carrierId;
}

/** The submission and the carrier's market on it; not found unless a package was sent to the carrier. */
async function sentToCarrier(
  repos: Repositories,
  carrierId: string,
  submissionRef: string,
): Promise<{ submission: Submission; market: Market }> {
  const submission = await repos.submissions.get(submissionRef);
  const market = submission ? (await repos.placement.markets(submission.id)).find((m) => m.carrierId === carrierId) : undefined;
  if (!submission || !market || market.sends.length === 0) throw AppError.notFound('Submission');
  return { submission, market };
}

function deskSubmission(submission: Submission, market: Market): CarrierDeskSubmission {
  return {
    submissionId: submission.submissionId,
    client: submission.client,
    product: submission.product,
    open: !isDecided(submission.status),
    carrier: market.carrier,
    status: market.status,
    declineReason: market.declineReason,
    sends: market.sends.map((s) => ({
      subject: s.subject,
      coverNote: s.coverNote,
      sentBy: s.sentBy,
      sentAt: s.sentAt,
      documents: s.documents.map((d) => d.filename),
    })),
    quotes: market.quotes,
  };
}

/** The submissions sent to the underwriter's carrier, the most recently sent first. */
export const carrierDesk =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<CarrierDeskItem[]> => {
    const carrierId = assertCarrierUnderwriter(actor);
    return deps.uow.repos.placement.carrierDesk(carrierId, CARRIER_DESK_LIMIT);
  };

/** One submission sent to the underwriter's carrier. Fails with `not_found` for any other. */
export const carrierDeskSubmission =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<CarrierDeskSubmission> => {
    const carrierId = assertCarrierUnderwriter(actor);
    const { submission, market } = await sentToCarrier(deps.uow.repos, carrierId, submissionRef);
    return deskSubmission(submission, market);
  };

/**
 * Runs one answer of the underwriter's on their own market in a transaction, on a submission still open,
 * and answers the submission as the carrier now sees it.
 */
function onOwnMarket(
  deps: CoreDeps,
  actor: Actor,
  submissionRef: string,
  answer: (repos: Repositories, submission: Submission, market: Market, at: string) => Promise<unknown>,
): Promise<CarrierDeskSubmission> {
  const carrierId = assertCarrierUnderwriter(actor);
  return deps.uow.run(async (repos) => {
    const { submission, market } = await sentToCarrier(repos, carrierId, submissionRef);
    assertChangeable(submission.status);
    await answer(repos, submission, market, deps.clock.now().toISOString());
    return deskSubmission(submission, (await repos.placement.market(submission.id, market.id))!);
  });
}

/**
 * The carrier's underwriter quotes on their own market, with the terms a broker would key; the broker's
 * market row is quoted at once.
 */
export const quoteAsCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, quote: MarketQuoteInput): Promise<CarrierDeskSubmission> =>
    onOwnMarket(deps, actor, submissionRef, (repos, submission, market, at) => addMarketQuote(repos, actor, submission, market, quote, at));

/** The carrier's underwriter gives an indication or declines with a reason, on their own market. */
export const answerAsCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, answer: CarrierAnswer): Promise<CarrierDeskSubmission> =>
    onOwnMarket(deps, actor, submissionRef, (repos, submission, market, at) => moveMarket(repos, actor, submission, market, answer, at));

/**
 * Whether the actor reads this message of a submission they may open. The firm's staff read every channel
 * (a carrier message on no market's thread among them); a carrier's underwriter reads only the thread of its
 * own carrier's market on the carrier channel; anyone else (a customer) reads the client channel alone. An
 * account that is not active reads nothing.
 */
export function readsMessage(actor: Actor, message: Pick<Message, 'channel' | 'carrierId'>): boolean {
  if (!isActiveAccount(actor)) return false;
  const carrierId = underwritesFor(actor);
  if (carrierId) return message.channel === 'carrier' && message.carrierId === carrierId;
  return actsAsStaff(actor) || isClientMessage(message);
}

/** One market's thread: the carrier-channel messages of that carrier, in the order they are given. */
export const marketThread = <M extends Pick<Message, 'channel' | 'carrierId'>>(messages: readonly M[], carrierId: string): M[] =>
  messages.filter((m) => m.channel === 'carrier' && m.carrierId === carrierId);

/** The subject a market's message takes when its writer gives none. */
export const threadSubject = (submission: Pick<Submission, 'submissionId' | 'client'>): string =>
  `${submission.submissionId}: ${submission.client}`;

/**
 * Writes the actor's message on one market's thread (the carrier channel, that market's carrier), to
 * `to`. The people told of messages are told (the broker, when the carrier writes), and the message is on
 * the broker's market row at once.
 */
export function writeOnMarketThread(
  deps: CoreDeps,
  repos: Repositories,
  actor: Actor,
  target: { submission: Submission; market: Market; to: string },
  input: unknown,
): Promise<Message> {
  const body = parseOrThrow(MarketMessageSchema, input ?? {});
  return recordMessage(deps, repos, actor, target.submission, {
    to: target.to,
    subject: body.subject ?? threadSubject(target.submission),
    content: body.content,
    channel: 'carrier',
    carrierId: target.market.carrierId,
    attachmentIds: [],
  });
}

/** The thread of the underwriter's own market on a submission sent to their carrier, newest first. */
export const carrierDeskMessages =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string): Promise<Message[]> => {
    const carrierId = assertCarrierUnderwriter(actor);
    const { submission } = await sentToCarrier(deps.uow.repos, carrierId, submissionRef);
    const messages = await deps.uow.repos.messages.list(submission.id);
    return messages.filter((m) => readsMessage(actor, m));
  };

/**
 * The underwriter writes to the broker on their own market's thread (a question, an answer to one). Talk
 * goes on after a decision, as on any of the submission's channels.
 */
export const writeAsCarrier =
  (deps: CoreDeps) =>
  async (actor: Actor, submissionRef: string, input: MarketMessageInput): Promise<Message> => {
    const carrierId = assertCarrierUnderwriter(actor);
    return deps.uow.run(async (repos) => {
      const { submission, market } = await sentToCarrier(repos, carrierId, submissionRef);
      const to = market.sends.at(-1)!.sentBy;
      return writeOnMarketThread(deps, repos, actor, { submission, market, to }, input);
    });
  };
