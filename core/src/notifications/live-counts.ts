import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The sidebar's badges for one person. */
export const LiveCountsSchema = v.object({
  /** Unread notifications. */
  notifications: count,
  /** Conversations with unread messages. */
  messages: count,
  /** Open tasks assigned to the person that are due today or overdue. */
  tasks: count,
  /** E-mails waiting on the intake queue, for the brokers who work it. */
  intake: v.optional(count),
  /** Submissions waiting for a decision on the underwriting queue, for those who may decide them. */
  decisions: v.optional(count),
});
export type LiveCounts = v.InferOutput<typeof LiveCountsSchema>;
