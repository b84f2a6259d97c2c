import { detectFormat } from '@workbench/adapters/documents/detect.ts';
import { documents } from '@workbench/contract';
import { AppError, DOCUMENT_FIELD_MESSAGE, downloadDocument, parseDocument } from '@workbench/core';
import type { Services } from '../services.ts';
import { requireUser } from '../middleware/auth.ts';
import { contentDisposition, sendDownload } from '../http/download.ts';
import { mount } from '../http/mount.ts';
import { actor, newRouter } from '../http/router.ts';
import { uploadFields, uploadedBytes, uploadedFiles } from '../http/uploads.ts';

// Other routes answer downloads and name files with these too.
export { contentDisposition, sendDownload };

/** The kind the bytes are, as the document reader will read them; undefined for bytes it does not read. */
const contentKindOf = (bytes: Uint8Array): Promise<string | undefined> => detectFormat(bytes).catch(() => undefined);

/** A text field sent beside the file in the multipart body. */
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * A submission's stored documents downloaded, and schedules read into rows. Reading a schedule answers a
 * result with no answer schema in core yet, and is written by hand.
 */
export function documentsRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    documents,
    { downloadDocument: ({ params }, { actor }) => downloadDocument(services)(actor, params.docId) },
    { checkAnswers: services.config.checkAnswers },
  );
  const parse = parseDocument(services);
  const { uploadMaxBytes: maxBytes, uploadTmpDir: tmpDir } = services.config;
  router.post('/documents/parse', requireUser, uploadFields('document', { maxBytes, maxFiles: 1, tmpDir }), async (ctx) => {
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

  return router;
}
