import { AppError } from '../../errors.ts';
import type { Actor } from '../../shared/usecases/deps.ts';
import { DOCUMENT_KINDS, type DocumentKind, type ParseResult } from '../entities.ts';
import type { DocumentExtractor } from '../ports.ts';

export interface ParseDocumentInput {
  bytes: Uint8Array;
  filename: string;
  mimeType?: string;
  /** The `?type=` query: property or vehicle; anything else is refused. */
  type?: unknown;
  signal?: AbortSignal;
}

/**
 * Reads a schedule of locations or vehicles from a document. Any signed-in user. Fails with `invalid` for a
 * bad `type`, and passes on the extractor's `unsupported` / `unprocessable` / `too_large`.
 */
export const parseDocument =
  (deps: { extractor: DocumentExtractor }) =>
  async (_actor: Actor, input: ParseDocumentInput): Promise<ParseResult> => {
    let kind: DocumentKind | undefined;
    if (input.type !== undefined && input.type !== '') {
      if (!(DOCUMENT_KINDS as readonly unknown[]).includes(input.type)) {
        const message = 'type must be property or vehicle';
        throw AppError.invalid(message, [{ path: 'type', message }]);
      }
      kind = input.type as DocumentKind;
    }
    if (input.bytes.byteLength === 0) {
      throw new AppError('unprocessable', 'The file is empty');
    }
    return deps.extractor.extract({
      bytes: input.bytes,
      filename: input.filename,
      mimeType: input.mimeType,
      kind,
      signal: input.signal,
    });
  };
