import { downloadName } from '@workbench/core';

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Answers a stored file as a download: under the name it was given (with an extension its type allows),
 * never sniffed into something the browser would run, and kept by no cache.
 */
export function sendDownload(ctx: DownloadContext, document: { filename: string; mimeType: string; bytes: Uint8Array }): void {
  asDownload(ctx, downloadName(document.filename, document.mimeType), document.mimeType);
  ctx.body = Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength);
}

type DownloadContext = { set(field: string, value: string): void; type: string; body: unknown };

/** The headers of any file the API answers: saved under its name, never sniffed, kept by no cache. */
export function asDownload(ctx: DownloadContext, filename: string, mimeType: string): void {
  ctx.set('Content-Disposition', contentDisposition(filename));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = mimeType;
}
