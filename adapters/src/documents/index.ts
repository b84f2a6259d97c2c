/**
 * The DocumentExtractor adapter: schedules of locations and vehicles from spreadsheets, CSV, JSON, PDFs
 * and images, offline, with an optional local model (Ollama) for what the rules cannot read.
 */
import type { DocumentExtractor, ExtractionRequest, ParseResult } from '@workbench/core';
import { AppError } from '@workbench/core';
import { extractDocument } from './pipeline.ts';
import { tooLarge } from './errors.ts';

export interface DocumentExtractorOptions {
  ollamaHost?: string;
  ollamaModel?: string;
  ollamaVisionModel?: string;
  timeoutMs?: number;
  maxBytes?: number;
  logger?: { warn(obj: object, msg?: string): void };
}

export function createDocumentExtractor(options: DocumentExtractorOptions = {}): DocumentExtractor {
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  return {
    async extract(request: ExtractionRequest): Promise<ParseResult> {
      if (request.bytes.byteLength > maxBytes) throw tooLarge();
      try {
        return await extractDocument({ bytes: request.bytes, ...(request.kind ? { kind: request.kind } : {}) });
      } catch (e) {
        if (e instanceof AppError) throw e;
        options.logger?.warn({ err: e instanceof Error ? e.message : String(e) }, 'document extraction failed');
        throw new AppError('unprocessable', 'The document could not be read: it appears to be damaged or incomplete.');
      }
    },
  };
}
