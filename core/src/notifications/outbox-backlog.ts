import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What waits in the outbox, for an operator. */
export const OutboxBacklogSchema = v.object({
  /** Mails still to be delivered. */
  queued: count,
  /** Mails given up because the mail server refused them again and again. */
  failed: count,
  /** When the oldest waiting mail was written (ISO time); null when none waits. */
  oldestQueuedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** Why the oldest waiting mail is not delivered yet: the next delivery round tries it first. */
  lastError: v.nullable(v.string()),
});
export type OutboxBacklog = v.InferOutput<typeof OutboxBacklogSchema>;
