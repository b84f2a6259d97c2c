/**
 * The kinds of background work, each a queue of its own:
 * - `deliver-mail`: hands one outbox entry to the mail server (written with the event that caused it);
 * - `take-in-mail`: turns one received e-mail into a draft submission, reading its attachments;
 * - `sweep-outbox`: a schedule that gives every mail still queued in the outbox a delivery job.
 */
export const JOB_KINDS = ['deliver-mail', 'take-in-mail', 'sweep-outbox'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
