import { addClaimMessage, downloadClaimDocument, getClaim, listClaims, moveClaim, reportClaim, type IncomingFile } from '@workbench/core';
import { sendDownload } from './documents.routes.ts';
import type { Services } from '../services.ts';
import { actor, body, newRouter, query } from '../http/router.ts';
import { incomingFile, isMultipart, uploadFields, uploadedFiles } from '../http/uploads.ts';
import { requireUser } from '../middleware/auth.ts';

/** How many photos and documents one claim report or message may carry. */
const MAX_CLAIM_FILES = 10;

/** Claims: customers report losses on their policies and talk with staff about them; staff move them along. */
export function claimsRoutes(services: Services) {
  const router = newRouter('/claims');
  router.use(requireUser);
  const { uploadMaxBytes: maxBytes, messageMaxBytes, uploadTmpDir: tmpDir } = services.config;
  const files = uploadFields('documents', { maxBytes, maxFiles: MAX_CLAIM_FILES, maxTotalBytes: messageMaxBytes, tmpDir });
  const withFiles = async (ctx: Parameters<typeof files>[0], next: () => Promise<unknown>) =>
    isMultipart(ctx) ? files(ctx, next) : next();
  // Read from disk only now, one after the other: together they are at most MESSAGE_MAX_BYTES.
  const read = async (ctx: Parameters<typeof files>[0]) => {
    const incoming: IncomingFile[] = [];
    if (isMultipart(ctx)) for (const file of uploadedFiles(ctx)) incoming.push(await incomingFile(file));
    return incoming;
  };

  router.get('/', async (ctx) => {
    const page = await listClaims(services)(actor(ctx), query(ctx));
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page;
  });
  router.post('/', withFiles, async (ctx) => {
    const claim = await reportClaim(services)(actor(ctx), body(ctx), await read(ctx));
    ctx.status = 201;
    ctx.body = claim;
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await getClaim(services)(actor(ctx), ctx.params.id!);
  });
  router.patch('/:id', async (ctx) => {
    ctx.body = await moveClaim(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/:id/messages', withFiles, async (ctx) => {
    const claim = await addClaimMessage(services)(actor(ctx), ctx.params.id!, body(ctx), await read(ctx));
    ctx.status = 201;
    ctx.body = claim;
  });
  router.get('/:id/documents/:docId/download', async (ctx) => {
    sendDownload(ctx, await downloadClaimDocument(services)(actor(ctx), ctx.params.id!, ctx.params.docId!));
  });
  return router;
}
