import { ParseFieldsSchema, ParseQuerySchema, ParseResultSchema, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * A submission's stored documents, downloaded: staff any, a customer only those of a submission shared with
 * them that were sent on its client channel. Any other answers 404, as one that does not exist. And schedules
 * read into rows, which stores nothing.
 */
export const documents = {
  downloadDocument: endpoint({
    method: 'GET',
    path: '/documents/:docId/download',
    who: SIGNED_IN,
    summary: 'The bytes, as an attachment (X-Content-Type-Options: nosniff)',
    tag: 'Documents',
    ok: [200, null],
    answers: 'file',
    errors: [404],
  }),
  parseDocument: endpoint({
    method: 'POST',
    path: '/documents/parse',
    who: SIGNED_IN,
    summary:
      'Extract locations and vehicles from a schedule (PDF, image, spreadsheet, CSV, JSON; from a customer PDF, Excel, JPEG, PNG only), multipart in `document`; nothing is stored',
    notes:
      'The file is judged by its bytes: a kind the reader does not read answers 415, a file it reads no schedule from 422, and the local model out of reach 503. The reading stops when the caller leaves',
    tag: 'Documents',
    query: ParseQuerySchema,
    body: ParseFieldsSchema,
    upload: { field: 'document', maxFiles: 1, asSent: true, required: true },
    ok: [200, ParseResultSchema],
    errors: [400, 413, 415, 422, 503],
  }),
} as const;
