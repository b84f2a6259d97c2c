import type * as v from 'valibot';
import type {
  DroppedAttachmentSchema,
  IntakeAttachmentSchema,
  IntakeExtractionSchema,
  IntakeItemSchema,
  MergeTargetSchema,
  MergeTargetsSchema,
} from './schemas.ts';

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

// A taken mail and the merge picker's choices are written once, as the schemas the API answers with.
export type IntakeAttachment = v.InferOutput<typeof IntakeAttachmentSchema>;
export type DroppedAttachment = v.InferOutput<typeof DroppedAttachmentSchema>;
export type IntakeExtraction = v.InferOutput<typeof IntakeExtractionSchema>;
export type IntakeItem = v.InferOutput<typeof IntakeItemSchema>;
export type MergeTarget = v.InferOutput<typeof MergeTargetSchema>;
export type MergeTargets = v.InferOutput<typeof MergeTargetsSchema>;

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
