import { AppError } from '../../errors.ts';
import type { Actor } from '../../use-case-deps.ts';
import { DOCUMENT_KINDS, type DocumentKind, type ParseResult } from '../entities.ts';
import type { LearnedMappingStore } from '../mapping.ts';
import type { DocumentExtractor } from '../ports.ts';
import { appliedMappings, readColumnChoices, uploadDecisions } from './learned-mappings.ts';
import { isStaff } from '../../use-case-deps.ts';
import { extractedSources, sealSources, type CellSeal } from '../../submissions/index.ts';
import { sourceFileOf } from '../../submissions/index.ts';
import { EMPTY_FILE_MESSAGE, cleanFilename } from '../../submissions/index.ts';
import { CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE, acceptsUpload, uploadSideOf } from '../upload-kinds.ts';
import { DOCUMENT_TYPE_MESSAGE } from '../parse-result.ts';

export interface ParseDocumentInput {
  bytes: Uint8Array;
  filename: string;
  mimeType?: string;
  /** The kind the bytes are, as the document reader detects it ('pdf', 'xlsx', 'csv', ...); undefined for none it knows. */
  contentKind?: string;
  /** The `?type=` query: property or vehicle; anything else is refused. */
  type?: unknown;
  /** A person's column choices from the mapping review (a list, or JSON text): read the file again with them. */
  columns?: unknown;
  /** The client the schedule belongs to, when known: its learned mappings apply besides the firm-wide ones. */
  clientId?: unknown;
  signal?: AbortSignal;
}

/**
 * Reads a schedule of locations or vehicles from a document. Any signed-in user. Columns are read as the
 * person chose in the review, else (staff only) as the firm learned, else by the rules; the answer's
 * `mapping.applied` names the learned mappings used, each row's `sources` where its cells came from, and
 * `file` the file read (its digest tells which rows it gave before). A customer sends only the customer
 * side's kinds (PDF, Excel, JPEG, PNG), by name and by content, else `unsupported` naming them. Fails with
 * `invalid` for a bad `type`, `columns` or `clientId`, and passes on the extractor's `unsupported` /
 * `unprocessable` / `too_large`.
 */
export const parseDocument =
  (deps: { extractor: DocumentExtractor; mappings?: LearnedMappingStore; seal?: CellSeal }) =>
  async (actor: Actor, input: ParseDocumentInput): Promise<ParseResult> => {
    let kind: DocumentKind | undefined;
    if (input.type !== undefined && input.type !== '') {
      if (!(DOCUMENT_KINDS as readonly unknown[]).includes(input.type)) {
        throw AppError.invalid(DOCUMENT_TYPE_MESSAGE, [{ path: 'type', message: DOCUMENT_TYPE_MESSAGE }]);
      }
      kind = input.type as DocumentKind;
    }
    if (input.bytes.byteLength === 0) {
      throw new AppError('unprocessable', EMPTY_FILE_MESSAGE);
    }
    // The broker side's list is every kind the reader reads, so the reader's own refusal is its rule.
    const side = uploadSideOf(actor);
    if (side === 'customer' && !acceptsUpload(side, { filename: input.filename, contentKind: input.contentKind })) {
      throw new AppError('unsupported', CUSTOMER_UNSUPPORTED_FORMAT_MESSAGE);
    }
    const choices = readColumnChoices(input.columns);
    const { decisions, learned } = await uploadDecisions(deps.mappings, actor, choices, input.clientId);
    const result = await deps.extractor.extract({
      bytes: input.bytes,
      filename: input.filename,
      mimeType: input.mimeType,
      kind,
      ...(Object.keys(decisions).length > 0 ? { decisions } : {}),
      signal: input.signal,
    });
    if (result.mapping) result.mapping.applied = appliedMappings(result.mapping, learned);
    result.file = await sourceFileOf({ filename: cleanFilename(input.filename), bytes: input.bytes });
    // Each row carries its cells' sources to post back with it; a customer's are sealed, since the server
    // only believes a customer's source when it is the one it gave out.
    const sealWith = isStaff(actor) ? undefined : deps.seal;
    for (const row of [...result.properties, ...result.vehicles]) {
      const sources = extractedSources(row);
      row.sources = sealWith ? sealSources(sources, row as Record<string, unknown>, sealWith) : sources;
    }
    return result;
  };
