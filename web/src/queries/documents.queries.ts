import { PARSEABLE_EXTENSIONS, SIGNED_TYPES, TEXT_TYPES, extensionOf, type DocumentKind, type ParseResult } from '@workbench/core';
import { api } from '../api/client.ts';

/**
 * POST /api/documents/parse with the file in the multipart field `document`: the one client of the document
 * reader. `kind` asks for one list only (the other comes back empty); `signal` lets Cancel stop the request.
 */
export function parseDocument(file: File, options: { kind?: DocumentKind; signal?: AbortSignal } = {}): Promise<ParseResult> {
  const form = new FormData();
  form.append('document', file);
  const path = options.kind ? `/api/documents/parse?type=${options.kind}` : '/api/documents/parse';
  return api.post<ParseResult>(path, form, { signal: options.signal });
}

/** The pickers' and drop zones' accept list: core's PARSEABLE_EXTENSIONS as '.pdf', '.xlsx', ... */
export const PARSEABLE_ACCEPT: string[] = PARSEABLE_EXTENSIONS.map((extension) => `.${extension}`);

const parseable = (extension: string) => (PARSEABLE_EXTENSIONS as readonly string[]).includes(extension);
const PARSEABLE_TYPES = new Set(
  Object.entries({ ...SIGNED_TYPES, ...TEXT_TYPES })
    .filter(([, extensions]) => extensions.some(parseable))
    .map(([type]) => type),
);

/**
 * Whether the reader takes the file, judged before it is sent: by its extension, or by the type the browser
 * gave it (a '.xlsx' of type application/octet-stream passes; a .txt, .docx or .zip does not). The server
 * judges the bytes again.
 */
export const isParseable = (file: { name: string; type: string }): boolean =>
  parseable(extensionOf(file.name)) || PARSEABLE_TYPES.has(file.type.split(';')[0].trim().toLowerCase());

/** Where Upload Submission leaves the extracted schedule for the wizard to pre-fill. */
export const UPLOAD_PREFILL_KEY = 'workbench.upload-prefill';

export interface UploadPrefill extends ParseResult {
  filename: string;
}

export function saveUploadPrefill(prefill: UploadPrefill): void {
  sessionStorage.setItem(UPLOAD_PREFILL_KEY, JSON.stringify(prefill));
}
