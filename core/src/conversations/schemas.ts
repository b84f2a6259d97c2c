import { objectSchema, requiredText } from '../shared/validation.ts';

/** POST /api/threads/general/:clientId (multipart: the text, and any files under `files`). */
export const ClientMessageSchema = objectSchema({
  content: requiredText('Message content is required', 'Message', 20_000),
});
