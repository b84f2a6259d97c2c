import type { ExtractionRequest, ParseResult } from './entities.ts';

/** What an operator should know about the optional local model that helps reading documents. */
export interface LocalModelState {
  /** false when no model server is configured: documents are read by the built-in rules alone, without a word about a model. */
  configured: boolean;
  /** Whether the model server answered its last call or check; null while it has not been asked yet. */
  reachable: boolean | null;
  /** Why its last call or check failed, for a person; null when it succeeded. */
  lastError: string | null;
  /** When it was last called or checked (ISO time), null before that. */
  checkedAt: string | null;
}

export interface DocumentExtractor {
  /**
   * Reads a schedule of locations or vehicles.
   * Fails with `unsupported` (UNSUPPORTED_FORMAT_MESSAGE) when the content is not a parseable type,
   * `unprocessable` when the file is corrupt, encrypted or empty of tables,
   * `too_large` when it exceeds the row/page/uncompressed-size caps.
   */
  extract(request: ExtractionRequest): Promise<ParseResult>;
  /**
   * The local model's state, from its latest call or, when that is not recent, a quick check that waits a
   * few seconds at most. Never fails: a model that cannot be used is a state, not an error.
   */
  modelState(): Promise<LocalModelState>;
}
