import { ClientMessageSchema, ClientThreadSchema, MAX_CLIENT_MESSAGE_FILES, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * Conversations beyond submissions: each client's general thread with the firm (staff, and the client's own
 * customers) and the reading marks of claims' and clients' threads. A thread the caller may not use answers
 * 404, as one that does not exist.
 */
export const threads = {
  getClientThread: endpoint({
    method: 'GET',
    path: '/threads/general/:id',
    who: SIGNED_IN,
    summary: "A client's general thread with the firm, oldest message first (staff; customers: their own clients')",
    tag: 'Work hub',
    ok: [200, ClientThreadSchema],
    errors: [404],
  }),
  postClientMessage: endpoint({
    method: 'POST',
    path: '/threads/general/:id',
    who: SIGNED_IN,
    summary:
      "Write on a client's general thread (JSON, or multipart with files in `files`); a staff message is mailed to the client's customers",
    tag: 'Work hub',
    body: ClientMessageSchema,
    upload: { field: 'files', maxFiles: MAX_CLIENT_MESSAGE_FILES },
    ok: [201, ClientThreadSchema],
    errors: [400, 404, 413],
    example: { content: 'We moved offices.' },
  }),
  downloadClientMessageDocument: endpoint({
    method: 'GET',
    path: '/threads/general/:id/documents/:docId/download',
    who: SIGNED_IN,
    summary: "A file sent on a client's general thread",
    tag: 'Work hub',
    ok: [200, null],
    answers: 'file',
    errors: [404],
  }),
  markThreadRead: endpoint({
    method: 'POST',
    path: '/threads/:kind/:id/read',
    who: SIGNED_IN,
    summary: "Mark a claim's or a client's general thread read up to now",
    tag: 'Work hub',
    ok: [204, null],
    errors: [404],
  }),
} as const;
