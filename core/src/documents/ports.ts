import type { ExtractionRequest, ParseResult } from './entities.ts';

export interface DocumentExtractor {
  /**
   * Reads a schedule of locations or vehicles.
   * Fails with `unsupported` (UNSUPPORTED_FORMAT_MESSAGE) when the content is not a parseable type,
   * `unprocessable` when the file is corrupt, encrypted or empty of tables,
   * `too_large` when it exceeds the row/page/uncompressed-size caps.
   */
  extract(request: ExtractionRequest): Promise<ParseResult>;
}
