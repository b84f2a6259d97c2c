import type { ExtractionRequest, ParseResult } from './entities.ts';
import type { LocalModelState } from './model-state.ts';

export type { LocalModelState } from './model-state.ts';

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
