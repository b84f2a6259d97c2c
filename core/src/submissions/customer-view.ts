import type {
  DocumentSummary,
  HistoryAudience,
  HistoryEntry,
  Message,
  MessageChannel,
  Quote,
  Rating,
  RatingFactor,
  Submission,
  SubmissionSummary,
} from './entities.ts';

/**
 * What a customer may see of a submission shared with them. Staff work with carriers and among themselves
 * on the same record; none of that may reach the client:
 * - messages: the client channel only, and so only the attachments of client-channel messages;
 * - documents: all but those that were only ever attached to carrier or internal messages;
 * - history: entries written for the client (each writer decides the audience with the functions below);
 * - quotes: only offers, see `CLIENT_QUOTE_STATUSES`;
 * - internal notes and tasks: never;
 * - the risk rating (score, label and the factors behind it): never. It is staff's own reading of the risk,
 *   to triage and place it, not something told to the client.
 * Every read a customer makes goes through here, and every history writer asks here who its entry is for.
 */

/** The one channel a customer reads and writes. */
export const CLIENT_CHANNEL: MessageChannel = 'client';

export const isClientMessage = (message: Pick<Message, 'channel'>): boolean => message.channel === CLIENT_CHANNEL;

/** A message's history entry reaches the client exactly when the message does. */
export const messageAudience = (channel: MessageChannel): HistoryAudience => (channel === CLIENT_CHANNEL ? 'client' : 'staff');

/**
 * Quote statuses a customer sees. A quote becomes an offer to the client once staff mark it Approved;
 * Pending ones are still being negotiated with the carrier, Declined and Expired ones are not on the table,
 * and the status is free text, so anything else (a carrier's 'Withdrawn', a typo) stays hidden too.
 */
export const CLIENT_QUOTE_STATUSES: readonly string[] = ['Approved'];

export const isClientQuote = (quote: Pick<Quote, 'status'>): boolean =>
  CLIENT_QUOTE_STATUSES.some((status) => status.toLowerCase() === quote.status.trim().toLowerCase());

/** A quote's history entry (carrier, amount, status) reaches the client only while the quote is an offer. */
export const quoteAudience = (quote: Pick<Quote, 'status'>): HistoryAudience => (isClientQuote(quote) ? 'client' : 'staff');

/**
 * Who each kind of history entry is written for. The submission's own fields (its creation, status moves,
 * assignment, dates, description, sharing), its schedules, uploaded documents and related items are on the
 * customer's screen anyway; tasks, the text of a decision note, an approval's terms (they may name a quote
 * still being negotiated) and the risk rating are staff's. The reason a decision gives the client is theirs.
 * Messages and quotes depend on the message or quote: see `messageAudience` and `quoteAudience`.
 */
export const HISTORY_AUDIENCE = {
  submission: 'client',
  schedule: 'client',
  document: 'client',
  relatedItem: 'client',
  task: 'staff',
  decisionNote: 'staff',
  decisionReason: 'client',
  approvalTerms: 'staff',
  rating: 'staff',
} as const satisfies Record<string, HistoryAudience>;

/** Who sees a history entry, as staff screens say it. */
export const HISTORY_AUDIENCE_LABELS: Record<HistoryAudience, string> = { client: 'Client and staff', staff: 'Staff only' };

export const isClientHistory = (entry: Pick<HistoryEntry, 'audience'>): boolean => entry.audience === 'client';

/** The history audience a customer's reads are limited to. */
export const CUSTOMER_HISTORY_AUDIENCE: HistoryAudience = 'client';

export const customerMessages = (messages: readonly Message[]): Message[] => messages.filter(isClientMessage);

/**
 * Whether a customer may have a document of their submission: not when it was attached to a carrier or
 * internal message and never to a client one. A document no message carries (an upload) is theirs to see.
 */
export function isClientDocument(documentId: string, messages: readonly Message[]): boolean {
  const carries = (m: Message) => m.attachments.some((a) => a.id === documentId);
  return messages.some((m) => isClientMessage(m) && carries(m)) || !messages.some(carries);
}

export const customerDocuments = <D extends Pick<DocumentSummary, 'id'>>(documents: readonly D[], messages: readonly Message[]): D[] =>
  documents.filter((d) => isClientDocument(d.id, messages));

/** A submission as its customer reads it: without the risk rating. */
export type CustomerSubmission = Omit<Submission, 'rating' | 'ratingFactors'>;
/** A row of a customer's submissions list: without the risk rating. */
export type CustomerSubmissionSummary = Omit<SubmissionSummary, 'rating'>;

/** A row of the submissions list as its customer may see it. */
export function customerSummary(summary: SubmissionSummary): CustomerSubmissionSummary {
  const { rating: _rating, ...seen } = summary;
  return seen;
}

/** The submission as its customer may see it. */
export function customerView(submission: Submission): CustomerSubmission {
  const { rating: _rating, ratingFactors: _factors, ...seen } = submission;
  return {
    ...seen,
    notes: [],
    tasks: [],
    messages: customerMessages(submission.messages),
    documents: customerDocuments(submission.documents, submission.messages),
    history: submission.history.filter(isClientHistory),
    quotes: submission.quotes.filter(isClientQuote),
  };
}

/** Whether a row of the list is staff's: only staff are answered a submission's rating. */
export const isStaffRow = <R extends { rating?: Rating }>(row: R): row is R & { rating: Rating } => row.rating !== undefined;

/** Whether a read of a submission is staff's whole one rather than a customer's view, which leaves out the rating. */
export const isWholeSubmission = <R extends { rating?: Rating; ratingFactors?: RatingFactor[] }>(
  read: R,
): read is R & { rating: Rating; ratingFactors: RatingFactor[] } => read.rating !== undefined && read.ratingFactors !== undefined;
