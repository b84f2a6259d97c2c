import { threads } from '@workbench/contract';
import { downloadClientMessageDocument, getClientThread, markThreadRead, postClientMessage } from '@workbench/core';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * Conversations beyond submissions: each client's general thread with the firm (staff, and the client's own
 * customers), and the reading marks of claims' and clients' threads. The part of a thread about one policy
 * is the policy's (policies.routes.ts).
 */
export function threadsRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, messageMaxBytes: maxTotalBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    threads,
    {
      getClientThread: ({ params }, { actor }) => getClientThread(services)(actor, params.id),
      postClientMessage: ({ params, body, files }, { actor }) => postClientMessage(services)(actor, params.id, body, files),
      downloadClientMessageDocument: ({ params }, { actor }) => downloadClientMessageDocument(services)(actor, params.id, params.docId),
      markThreadRead: ({ params }, { actor }) => markThreadRead(services)(actor, params.kind, params.id).then(() => undefined),
    },
    { checkAnswers, uploads: { maxBytes, maxTotalBytes, tmpDir } },
  );
  return router;
}
