import * as v from 'valibot';
import { MESSAGE_CHANNELS } from './entities.ts';

// A message as the API answers it, on any of a submission's threads.

const id = v.pipe(v.string(), v.uuid());

/** A file a message carries: one of the submission's documents. */
export const AttachmentShape = v.object({ id, filename: v.string(), type: v.string() });

export const MessageSchema = v.object({
  id,
  from: v.string(),
  to: v.string(),
  date: v.pipe(v.string(), v.isoTimestamp()),
  subject: v.string(),
  content: v.string(),
  channel: v.picklist(MESSAGE_CHANNELS),
  /**
   * On the carrier channel, the carrier whose market's thread the message is on; null on the other channels
   * and for a carrier message no market claims, which only the firm's staff read.
   */
  carrierId: v.pipe(
    v.nullable(id),
    v.description("On the carrier channel, the carrier whose market's thread the message is on; null elsewhere and on no market's thread"),
  ),
  attachments: v.array(AttachmentShape),
});

/** A thread's messages, newest first. */
export const MessageListSchema = v.array(MessageSchema);
