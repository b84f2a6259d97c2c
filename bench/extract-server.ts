/**
 * A minimal HTTP server around the document extractor, speaking the two routes the extraction scorer
 * uses (POST /api/auth/login, POST /api/documents/parse), so accuracy and speed can be measured without
 * the full app. Usage: tsx bench/extract-server.ts [port]   (prints "listening on PORT")
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, DOCUMENT_KINDS, type DocumentKind, type DocumentExtractor } from '@workbench/core';
import { createDocumentExtractor } from '../adapters/src/documents/index.ts';

const STATUS: Record<string, number> = { unsupported: 415, unprocessable: 422, too_large: 413, invalid: 400 };

/** Pulls the first file part named `field` out of a multipart/form-data body. */
export function multipartFile(
  body: Buffer,
  contentType: string,
  field: string,
): { filename: string; bytes: Uint8Array; type?: string } | undefined {
  const m = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
  if (!m) return undefined;
  const boundary = Buffer.from(`--${m[1] ?? m[2]}`);
  let pos = body.indexOf(boundary);
  while (pos >= 0) {
    const headStart = pos + boundary.length + 2;
    const headEnd = body.indexOf('\r\n\r\n', headStart);
    if (headEnd < 0) return undefined;
    const head = body.subarray(headStart, headEnd).toString('utf8');
    const next = body.indexOf(boundary, headEnd + 4);
    if (next < 0) return undefined;
    const name = head.match(/name="([^"]*)"/i)?.[1];
    if (name === field) {
      return {
        filename: head.match(/filename="([^"]*)"/i)?.[1] ?? 'upload',
        bytes: new Uint8Array(body.subarray(headEnd + 4, next - 2)),
        ...(head.match(/content-type:\s*([^\r\n]+)/i) ? { type: head.match(/content-type:\s*([^\r\n]+)/i)![1] } : {}),
      };
    }
    pos = next;
  }
  return undefined;
}

export function startExtractServer(extractor: DocumentExtractor, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'POST' && url.pathname === '/api/auth/login')
        return send(200, { ok: true }, { 'set-cookie': 'session=bench; Path=/; HttpOnly' });
      if (req.method !== 'POST' || url.pathname !== '/api/documents/parse') return send(404, { message: 'Not found' });
      const file = multipartFile(Buffer.concat(chunks), req.headers['content-type'] ?? '', 'document');
      if (!file) return send(400, { message: 'No document uploaded' });
      const type = url.searchParams.get('type');
      const kind = DOCUMENT_KINDS.includes(type as DocumentKind) ? (type as DocumentKind) : undefined;
      try {
        const result = await extractor.extract({
          bytes: file.bytes,
          filename: file.filename,
          ...(file.type ? { mimeType: file.type } : {}),
          ...(kind ? { kind } : {}),
        });
        send(200, result);
      } catch (e) {
        if (e instanceof AppError) return send(STATUS[e.code] ?? 500, { message: e.message });
        send(500, { message: 'Internal error' });
      }
    });
  });
  // Longer than any client's idle pool, so a reused connection is never closed under a new request.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${p}`,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const extractor = createDocumentExtractor({
    logger: { warn: (obj, msg) => console.error(msg, obj) },
    ...(process.env.OLLAMA_HOST ? { ollamaHost: process.env.OLLAMA_HOST } : {}),
    ...(process.env.OLLAMA_MODEL ? { ollamaModel: process.env.OLLAMA_MODEL } : {}),
  });
  const s = await startExtractServer(extractor, Number(process.argv[2] ?? 3999));
  console.log(`listening on ${s.url}`);
}
