import { detectFormat } from '@workbench/adapters/documents/detect.ts';
import { documents } from '@workbench/contract';
import { downloadDocument, parseDocument, sentDocument } from '@workbench/core';
import type { Services } from '../services.ts';
import { contentDisposition, sendDownload } from '../http/download.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';
import type { Ctx } from '../http/router.ts';

// Other routes answer downloads and name files with these too.
export { contentDisposition, sendDownload };

/** The kind the bytes are, as the document reader will read them; undefined for bytes it does not read. */
const contentKindOf = (bytes: Uint8Array): Promise<string | undefined> => detectFormat(bytes).catch(() => undefined);

/** Aborted when the caller leaves before the answer is sent, so work done only for them stops. */
function untilCallerLeaves(ctx: Ctx): AbortSignal {
  const aborted = new AbortController();
  ctx.req.once('close', () => {
    if (!ctx.res.writableEnded) aborted.abort();
  });
  return aborted.signal;
}

/** A submission's stored documents downloaded, and schedules read into rows. */
export function documentsRoutes(services: Services) {
  const router = newRouter();
  const parse = parseDocument(services);
  const { uploadMaxBytes: maxBytes, uploadTmpDir: tmpDir, checkAnswers } = services.config;
  mount(
    router,
    documents,
    {
      downloadDocument: ({ params }, { actor }) => downloadDocument(services)(actor, params.docId),
      parseDocument: async ({ query, body, files }, { actor, ctx }) => {
        const file = sentDocument(files);
        return parse(actor, {
          ...file,
          contentKind: await contentKindOf(file.bytes),
          type: query.type,
          columns: body.columns,
          clientId: query.clientId ?? body.clientId,
          signal: untilCallerLeaves(ctx),
        });
      },
    },
    { checkAnswers, uploads: { maxBytes, maxTotalBytes: maxBytes, tmpDir } },
  );
  return router;
}
