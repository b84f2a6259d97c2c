import { detectFormat } from '@workbench/adapters/documents/detect.ts';
import { AppError, downloadDocument, downloadName, parseDocument } from '@workbench/core';
import type { Services } from '../services.ts';
import { DOCUMENT_FIELD_MESSAGE } from '../http-errors.ts';
import { requireUser } from '../middleware/auth.ts';
import { actor, newRouter } from '../http/router.ts';
import { uploadFields, uploadedBytes, uploadedFiles } from '../http/uploads.ts';

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Answers a stored file as a download: under the name it was given (with an extension its type allows),
 * never sniffed into something the browser would run, and kept by no cache.
 */
export function sendDownload(
  ctx: { set(field: string, value: string): void; type: string; body: unknown },
  document: { filename: string; mimeType: string; bytes: Uint8Array },
): void {
  ctx.set('Content-Disposition', contentDisposition(downloadName(document.filename, document.mimeType)));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = document.mimeType;
  ctx.body = Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength);
}

/** The kind the bytes are, as the document reader will read them; undefined for bytes it does not read. */
const contentKindOf = (bytes: Uint8Array): Promise<string | undefined> => detectFormat(bytes).catch(() => undefined);

/** A text field sent beside the file in the multipart body. */
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export function documentsRoutes(services: Services) {
  const router = newRouter('/documents');
  router.use(requireUser);
  const parse = parseDocument(services);
  const download = downloadDocument(services);

  const { uploadMaxBytes: maxBytes, uploadTmpDir: tmpDir } = services.config;
  router.post('/parse', uploadFields('document', { maxBytes, maxFiles: 1, tmpDir }), async (ctx) => {
    const [file] = uploadedFiles(ctx);
    if (!file) throw AppError.invalid(DOCUMENT_FIELD_MESSAGE, [{ path: 'document', message: DOCUMENT_FIELD_MESSAGE }]);
    const aborted = new AbortController();
    ctx.req.once('close', () => {
      if (!ctx.res.writableEnded) aborted.abort();
    });
    const bytes = await uploadedBytes(file);
    ctx.body = await parse(actor(ctx), {
      bytes,
      filename: file.originalname,
      mimeType: file.mimetype,
      contentKind: await contentKindOf(bytes),
      type: ctx.query.type,
      columns: fieldOf(ctx.request.body, 'columns'),
      clientId: ctx.query.clientId ?? fieldOf(ctx.request.body, 'clientId'),
      signal: aborted.signal,
    });
  });

  router.get('/:docId/download', async (ctx) => {
    sendDownload(ctx, await download(actor(ctx), ctx.params.docId));
  });
  return router;
}
