import * as v from 'valibot';

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

const TARGET_MESSAGE = 'Choose the submission to merge the e-mail into';

/** Merging an intake item: the submission (record id or SUB id) it belongs to. */
export const MergeIntakeSchema = v.object({
  submissionId: v.pipe(v.string(TARGET_MESSAGE), v.trim(), v.nonEmpty(TARGET_MESSAGE), v.maxLength(64, TARGET_MESSAGE)),
});

/** Searching for a submission to merge into: part of its SUB id or its client's name. */
export const MergeTargetQuerySchema = v.object({
  q: v.optional(v.pipe(v.string('Search once, by text'), v.trim(), v.maxLength(200, 'The search can be at most 200 characters')), ''),
});
