import { SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * A submission's stored documents, downloaded: staff any, a customer only those of a submission shared with
 * them that were sent on its client channel. Any other answers 404, as one that does not exist.
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
} as const;
