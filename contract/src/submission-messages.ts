import { MAX_MESSAGE_FILES, MessageSchema, NewMessageInputSchema, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * Writing on a submission's conversation, with files that are stored as its documents: a part of its own, as
 * its files are held to a message's limits (each the upload limit, together MESSAGE_MAX_BYTES). What each
 * caller may see of a submission is core's; one they may not see answers 404, as one that does not exist.
 */
export const submissionMessages = {
  sendMessage: endpoint({
    method: 'POST',
    path: '/submissions/:id/messages',
    who: SIGNED_IN,
    summary:
      'Send a message (JSON, or multipart with files in `attachments`, stored as documents of the submission); customers write on the client channel',
    notes:
      'In multipart, attachmentIds may come as the list in JSON text, ids separated by commas, or the field repeated. The files together are at most MESSAGE_MAX_BYTES (413); a file of a kind no document may be answers 415, and files on a decided submission 409',
    tag: 'Submissions',
    body: NewMessageInputSchema,
    upload: { field: 'attachments', maxFiles: MAX_MESSAGE_FILES },
    ok: [201, MessageSchema],
    errors: [400, 404, 409, 413, 415],
    example: { to: 'Client', subject: 'Documents', content: 'Please find the schedule attached.', channel: 'client' },
  }),
} as const;
