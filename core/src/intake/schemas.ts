import * as v from 'valibot';
import { COVERAGE_TYPES, SUBMISSION_STATUSES, TRANSACTION_TYPES } from '../submissions/index.ts';
import { SubmissionSummarySchema } from '../submissions/index.ts';
import { GUESS_FIELDS, GUESS_SOURCES, type GuessField, INTAKE_DROP_REASONS, INTAKE_SOURCES, INTAKE_STATUSES } from './entities.ts';

const REASON_MESSAGE = 'Say why the e-mail is discarded';

/** Discarding an intake item: a reason, for whoever looks at the log later. */
export const DiscardIntakeSchema = v.object({
  reason: v.pipe(
    v.string(REASON_MESSAGE),
    v.trim(),
    v.nonEmpty(REASON_MESSAGE),
    v.maxLength(500, 'The reason can be at most 500 characters'),
  ),
});
export type DiscardIntake = v.InferOutput<typeof DiscardIntakeSchema>;

const TARGET_MESSAGE = 'Choose the submission to merge the e-mail into';

/** Merging an intake item: the submission (record id or SUB id) it belongs to. */
export const MergeIntakeSchema = v.object({
  submissionId: v.pipe(v.string(TARGET_MESSAGE), v.trim(), v.nonEmpty(TARGET_MESSAGE), v.maxLength(64, TARGET_MESSAGE)),
});
export type MergeIntake = v.InferOutput<typeof MergeIntakeSchema>;

/** Searching for a submission to merge into: part of its SUB id or its client's name. */
export const MergeTargetQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string('Search once, by text'),
      v.trim(),
      v.maxLength(200, 'The search can be at most 200 characters'),
      v.description('Part of a SUB id or client name'),
    ),
  ),
});
export type MergeTargetQuery = v.InferOutput<typeof MergeTargetQuerySchema>;

// The intake as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them.

const anId = v.pipe(v.string(), v.uuid());
const aTimestamp = v.pipe(v.string(), v.isoTimestamp());
const aDay = v.pipe(v.string(), v.isoDate());
const aSize = v.pipe(v.number(), v.integer(), v.minValue(0));

export const IntakeAttachmentSchema = v.object({ filename: v.string(), mimeType: v.string(), size: aSize });

/** An attachment the intake refused: named on the item, its bytes never stored. */
export const DroppedAttachmentSchema = v.object({ filename: v.string(), size: aSize, reason: v.picklist(INTAKE_DROP_REASONS) });

const byGuessField = <S extends v.GenericSchema>(value: S) =>
  v.partial(v.object(Object.fromEntries(GUESS_FIELDS.map((f) => [f, value])) as Record<GuessField, S>));

/**
 * What the intake read from the mail: the guesses the draft was started with. Each is a guess, never a fact:
 * `sources` says who made it (a field nothing was guessed for has none), `evidence` the mail's words a rule
 * guess rests on.
 */
export const IntakeExtractionSchema = v.object({
  transactionType: v.nullable(v.picklist(TRANSACTION_TYPES)),
  coverages: v.array(v.picklist(COVERAGE_TYPES)),
  /** The day the mail wants its quote by. */
  dueDate: v.nullable(aDay),
  sources: v.pipe(
    byGuessField(v.picklist(GUESS_SOURCES)),
    v.description('Who guessed each field (rule or model); a field nothing was guessed for is absent. Guesses, never facts'),
  ),
  evidence: v.pipe(byGuessField(v.string()), v.description("The mail's words a rule guess rests on, quoted")),
});

/** One taken mail, as the intake log keeps it and the intake queue shows it. */
export const IntakeItemSchema = v.object({
  id: anId,
  /** The mail's Message-ID (or, for a mail without one, a digest of its content): taken once, ever. */
  messageId: v.string(),
  kind: v.picklist(['new', 'reply']),
  source: v.picklist(INTAKE_SOURCES),
  status: v.picklist(INTAKE_STATUSES),
  /** The submission the mail is on (the draft, the one it was merged into, or the thread's); null once discarded. */
  submissionId: v.nullable(anId),
  /** Its SUB id, for links. */
  submissionRef: v.nullable(v.string()),
  fromAddress: v.string(),
  fromName: v.nullable(v.string()),
  subject: v.string(),
  sentAt: v.nullable(aTimestamp),
  receivedAt: aTimestamp,
  /** The client the draft was filed under, how it was found, and its name similarity when found by name. */
  clientId: v.nullable(anId),
  clientName: v.nullable(v.string()),
  clientMatch: v.nullable(v.picklist(['email', 'domain', 'name', 'created'])),
  clientScore: v.nullable(v.number()),
  attachments: v.array(IntakeAttachmentSchema),
  dropped: v.array(DroppedAttachmentSchema),
  /** The client's open submissions when the mail came: it may belong to one of them. */
  duplicateOf: v.array(v.string()),
  extraction: IntakeExtractionSchema,
  /** Who opened, merged or discarded it, when, and why it was discarded. */
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(aTimestamp),
  discardReason: v.nullable(v.string()),
});

/**
 * What the intake made of a mail: a new draft (`created`), a reply put on the submission of its thread
 * (`attached`), or nothing because the same mail was taken before (`already_taken`, answering what it became).
 */
export const EmailIntakeResultSchema = v.object({
  outcome: v.picklist(['created', 'attached', 'already_taken']),
  /** The intake log's item for the mail. */
  item: IntakeItemSchema,
  /** The draft, the thread's submission, or the one the earlier delivery is on; null when that was discarded. */
  submission: v.nullable(SubmissionSummarySchema),
  /** The client a new draft was filed under and how; null for a reply or a mail taken before. */
  client: v.nullable(
    v.object({
      id: anId,
      name: v.string(),
      match: v.picklist(['email', 'domain', 'name', 'created']),
      /** Name similarity, 0..1; 1 for an address or domain match; null for a created client. */
      score: v.nullable(v.number()),
    }),
  ),
  /** Open submissions the client already had: the mail may belong to one of them. */
  duplicateOf: v.array(v.string()),
  warnings: v.array(v.string()),
});

/** GET /api/intake: the mails waiting for a broker. */
export const IntakeQueueSchema = v.array(IntakeItemSchema);

/** GET /api/intake/drafts/{submissionId}: the item a draft was opened from, null for any other submission. */
export const DraftIntakeSchema = v.object({ item: v.nullable(IntakeItemSchema) });

/** A submission an intake item may be merged into, as the merge picker lists it. */
export const MergeTargetSchema = v.object({
  id: anId,
  submissionId: v.string(),
  clientName: v.string(),
  status: v.picklist(SUBMISSION_STATUSES),
  product: v.string(),
  dueDate: v.nullable(aDay),
  createdAt: aTimestamp,
});

/** The picker's choices: the proposed client's open submissions, and those a search found among all others. */
export const MergeTargetsSchema = v.object({ proposed: v.array(MergeTargetSchema), found: v.array(MergeTargetSchema) });
