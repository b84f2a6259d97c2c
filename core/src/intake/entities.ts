import type { ClientMatch } from '../submissions/index.ts';
import type { CoverageType, SubmissionStatus, TransactionType } from '../submissions/index.ts';

/** How a mail reached the intake: a saved mail a broker dropped, the SMTP listener, or the polled shared mailbox. */
export const INTAKE_SOURCES = ['upload', 'smtp', 'imap'] as const;
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

/**
 * Where a taken mail stands. A new mail opens a draft and waits on the intake queue as `new` until a broker
 * opens it (`opened`), merges it into a submission that already exists (`merged`) or discards it
 * (`discarded`); a reply on a thread the intake knows goes straight onto that submission (`attached`).
 */
export const INTAKE_STATUSES = ['new', 'opened', 'merged', 'discarded', 'attached'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

export const INTAKE_STATUS_LABELS: Record<IntakeStatus, string> = {
  new: 'New',
  opened: 'Opened',
  merged: 'Merged',
  discarded: 'Discarded',
  attached: 'Reply attached',
};

/** Why an attachment was not kept: it could run code, it is too big, there were too many, or it is no document. */
export const INTAKE_DROP_REASONS = ['executable', 'macro', 'too_large', 'too_many', 'not_a_document'] as const;
export type IntakeDropReason = (typeof INTAKE_DROP_REASONS)[number];

export const INTAKE_DROP_LABELS: Record<IntakeDropReason, string> = {
  executable: 'quarantined: a program or script',
  macro: 'quarantined: a document with macros',
  too_large: 'dropped: larger than the attachment limit',
  too_many: 'dropped: more attachments than the limit',
  not_a_document: 'dropped: not a document type',
};

export interface IntakeAttachment {
  filename: string;
  mimeType: string;
  size: number;
}

/** An attachment the intake refused: named on the item, its bytes never stored. */
export interface DroppedAttachment {
  filename: string;
  size: number;
  reason: IntakeDropReason;
}

/** Who made a guess from a mail: the plain rules in core, or the local model when one is configured. */
export const GUESS_SOURCES = ['rule', 'model'] as const;
export type GuessSource = (typeof GUESS_SOURCES)[number];

/** What the intake guesses from a mail's subject and body. */
export const GUESS_FIELDS = ['transactionType', 'coverages', 'dueDate'] as const;
export type GuessField = (typeof GUESS_FIELDS)[number];

/** What the local model answers about a mail; checked against the product's values before it is used. */
export interface ModelGuesses {
  transactionType: string | null;
  coverages: string[];
  /** 'YYYY-MM-DD'. */
  dueDate: string | null;
}

/**
 * What the intake read from the mail: the guesses the draft was started with. Each is a guess, never a fact:
 * `sources` says who made it (a field nothing was guessed for has none), `evidence` the mail's words a rule
 * guess rests on.
 */
export interface IntakeExtraction {
  transactionType: TransactionType | null;
  coverages: CoverageType[];
  /** The day the mail wants its quote by, 'YYYY-MM-DD'. */
  dueDate: string | null;
  sources: Partial<Record<GuessField, GuessSource>>;
  evidence: Partial<Record<GuessField, string>>;
}

/** One taken mail, as the intake log keeps it and the intake queue shows it. */
export interface IntakeItem {
  id: string;
  /** The mail's Message-ID (or, for a mail without one, a digest of its content): taken once, ever. */
  messageId: string;
  kind: 'new' | 'reply';
  source: IntakeSource;
  status: IntakeStatus;
  /** The submission the mail is on (the draft, the one it was merged into, or the thread's); null once discarded. */
  submissionId: string | null;
  /** Its SUB id, for links. */
  submissionRef: string | null;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  sentAt: string | null;
  receivedAt: string;
  /** The client the draft was filed under, how it was found, and its name similarity when found by name. */
  clientId: string | null;
  clientName: string | null;
  clientMatch: ClientMatch | 'created' | null;
  clientScore: number | null;
  attachments: IntakeAttachment[];
  dropped: DroppedAttachment[];
  /** The client's open submissions when the mail came: it may belong to one of them. */
  duplicateOf: string[];
  extraction: IntakeExtraction;
  /** Who opened, merged or discarded it, when, and why it was discarded. */
  decidedBy: string | null;
  decidedAt: string | null;
  discardReason: string | null;
}

/** What the intake writes when it logs a taken mail. */
export type IntakeRecord = Omit<IntakeItem, 'id' | 'submissionRef' | 'clientName' | 'decidedBy' | 'decidedAt' | 'discardReason'>;

/** What a decision on an item changes. */
export interface IntakeDecision {
  status: IntakeStatus;
  submissionId?: string | null;
  decidedBy: string;
  decidedAt: string;
  discardReason?: string | null;
}

/** How the client of a mail's draft was found, as the queue says it. */
export const CLIENT_MATCH_LABELS: Record<NonNullable<IntakeItem['clientMatch']>, string> = {
  email: "found by the sender's address",
  domain: "found by the sender's domain",
  name: 'found by a similar name',
  created: 'new client, created from the sender',
};

/** A submission an intake item may be merged into, as the merge picker lists it. */
export interface MergeTarget {
  id: string;
  submissionId: string;
  clientName: string;
  status: SubmissionStatus;
  product: string;
  dueDate: string | null;
  createdAt: string;
}

/** The picker's choices: the proposed client's open submissions, and those a search found among all others. */
export interface MergeTargets {
  proposed: MergeTarget[];
  found: MergeTarget[];
}
