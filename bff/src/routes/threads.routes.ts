import {
  downloadClientMessageDocument,
  getClientThread,
  getPolicyThread,
  markThreadRead,
  postClientMessage,
  postPolicyMessage,
  type IncomingFile,
} from '@workbench/core';
import { sendDownload } from './documents.routes.ts';
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { incomingFile, isMultipart, uploadFields, uploadedFiles } from '../http/uploads.ts';
import { requireUser } from '../middleware/auth.ts';

/** How many files one message of a general thread may carry. */
const MAX_MESSAGE_FILES = 10;

/**
 * Conversations beyond submissions: each client's general thread with the firm (staff, and the client's own
 * customers), the part of it about one policy, and the reading marks of claims' and clients' threads.
 */
export function threadsRoutes(services: Services) {
  const router = newRouter();
  const { uploadMaxBytes: maxBytes, messageMaxBytes, uploadTmpDir: tmpDir } = services.config;
  const files = uploadFields('files', { maxBytes, maxFiles: MAX_MESSAGE_FILES, maxTotalBytes: messageMaxBytes, tmpDir });
  const withFiles = async (ctx: Parameters<typeof files>[0], next: () => Promise<unknown>) =>
    isMultipart(ctx) ? files(ctx, next) : next();
  // Read from disk only now, one after the other: together they are at most MESSAGE_MAX_BYTES.
  const read = async (ctx: Parameters<typeof files>[0]) => {
    const incoming: IncomingFile[] = [];
    if (isMultipart(ctx)) for (const file of uploadedFiles(ctx)) incoming.push(await incomingFile(file));
    return incoming;
  };

  router.get('/threads/general/:id', requireUser, async (ctx) => {
    ctx.body = await getClientThread(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/threads/general/:id', requireUser, withFiles, async (ctx) => {
    const thread = await postClientMessage(services)(actor(ctx), ctx.params.id!, body(ctx), await read(ctx));
    ctx.status = 201;
    ctx.body = thread;
  });
  router.get('/threads/general/:id/documents/:docId/download', requireUser, async (ctx) => {
    sendDownload(ctx, await downloadClientMessageDocument(services)(actor(ctx), ctx.params.id!, ctx.params.docId!));
  });
  router.get('/policies/:id/messages', requireUser, async (ctx) => {
    ctx.body = await getPolicyThread(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/policies/:id/messages', requireUser, withFiles, async (ctx) => {
    ctx.body = await postPolicyMessage(services)(actor(ctx), ctx.params.id!, body(ctx), await read(ctx));
    ctx.status = 201;
  });
  router.post('/threads/:kind/:id/read', requireUser, async (ctx) => {
    await markThreadRead(services)(actor(ctx), ctx.params.kind!, ctx.params.id!);
    ctx.status = 204;
  });
  return router;
}
