import { queryOptions } from '@tanstack/react-query';
import { documents, mappings } from '@workbench/contract';
import {
  PARSEABLE_EXTENSIONS,
  SIGNED_TYPES,
  TEXT_TYPES,
  extensionOf,
  uploadAccept,
  type ColumnChoice,
  type DocumentKind,
  type ParseResult,
} from '@workbench/core';
import { call } from '../api/call.ts';

/**
 * POST /api/documents/parse with the file in the multipart field `document`: the one client of the document
 * reader. `kind` asks for one list only (the other comes back empty); `signal` lets Cancel stop the request.
 */
export function parseDocument(
  file: File,
  options: { kind?: DocumentKind; signal?: AbortSignal; clientId?: string | null; columns?: ColumnChoice[] } = {},
): Promise<ParseResult> {
  return call(
    documents.parseDocument,
    {
      query: { type: options.kind, clientId: options.clientId },
      // The mapping review's choices: the file is read again with these columns.
      body: options.columns?.length ? { columns: JSON.stringify(options.columns) } : {},
      files: [file],
    },
    { signal: options.signal },
  );
}

/** The firm's learned column mappings (staff). */
export const learnedMappingsQueryOptions = () =>
  queryOptions({ queryKey: ['extraction-mappings'], queryFn: () => call(mappings.listLearnedMappings, {}) });

/** Remember the columns a member of staff corrected and confirmed. */
export const learnMappings = (columns: ColumnChoice[], clientId: string | null) =>
  call(mappings.learnMappings, { body: { columns, clientId } });

export const removeLearnedMapping = (id: string) => call(mappings.removeLearnedMapping, { params: { id } });

/** The broker side's pickers' and drop zones' accept list: '.pdf', '.xlsx', ... */
export const PARSEABLE_ACCEPT: string[] = uploadAccept('broker');

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
