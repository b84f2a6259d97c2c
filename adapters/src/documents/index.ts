/**
 * The DocumentExtractor adapter: schedules of locations and vehicles from spreadsheets, CSV, JSON, PDFs
 * and images, offline. Parsing runs in worker threads with a time and memory limit; an optional local
 * model (Ollama) maps headers the rules could not and reads schedules written as prose.
 */
import type { DocumentExtractor, DocumentKind, ExtractionRequest, ParseResult } from '@workbench/core';
import { AppError } from '@workbench/core';
import { MESSAGES, tooLarge, unprocessable } from './errors.ts';
import { isKnownExtra, type Field } from './headers.ts';
import { DEFAULT_OLLAMA_MODEL } from './models.ts';
import { ModelWatch, NO_MODEL, modelFailure, type ModelLogger } from './model-watch.ts';
import { LocalModel } from './ollama.ts';
import type { PipelineLimits, PipelineOutput } from './pipeline.ts';
import { WorkerPool } from './pool.ts';

export interface DocumentExtractorOptions {
  /** The model server; without it documents are read by the built-in rules alone. */
  ollamaHost?: string;
  ollamaModel?: string;
  ollamaVisionModel?: string;
  /** Time limit per document (parsing, and each local-model call). */
  timeoutMs?: number;
  maxBytes?: number;
  logger?: ModelLogger;
  /** Worker threads (default 2) and their heap limit. */
  workers?: number;
  maxWorkerMemoryMb?: number;
  limits?: Partial<PipelineLimits>;
}

export type ClosableDocumentExtractor = DocumentExtractor & { close(): Promise<void> };

export { DEFAULT_OLLAMA_MODEL, DEFAULT_OLLAMA_VISION_MODEL } from './models.ts';

const MODEL_UNUSED = 'The local model could not be used';

/** A model check waits this long at most: readiness probes must stay quick. */
const MODEL_CHECK_MS = 2_000;

export function createDocumentExtractor(options: DocumentExtractorOptions = {}): ClosableDocumentExtractor {
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pool = new WorkerPool({
    size: options.workers ?? 2,
    timeoutMs,
    ...(options.maxWorkerMemoryMb ? { maxOldGenerationSizeMb: options.maxWorkerMemoryMb } : {}),
  });
  const model = options.ollamaHost
    ? new LocalModel({
        host: options.ollamaHost,
        model: options.ollamaModel ?? DEFAULT_OLLAMA_MODEL,
        timeoutMs,
        ...(options.ollamaVisionModel ? { visionModel: options.ollamaVisionModel } : {}),
      })
    : undefined;
  const watch =
    model && options.ollamaHost
      ? new ModelWatch({
          host: options.ollamaHost,
          check: () => model.check(Math.min(MODEL_CHECK_MS, timeoutMs)),
          ...(options.logger ? { logger: options.logger } : {}),
        })
      : undefined;

  /** Runs one model call, remembering whether the model answered. */
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const answer = await call();
      watch?.succeeded();
      return answer;
    } catch (e) {
      watch?.failed(e);
      throw e;
    }
  };

  const parse = (request: ExtractionRequest, headerHints?: Record<string, Field>) =>
    pool.run(
      {
        bytes: request.bytes,
        ...(request.kind ? { kind: request.kind } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
        ...(headerHints ? { headerHints } : {}),
        ...(request.decisions ? { decisions: request.decisions } : {}),
      },
      request.signal,
    );

  // One warning per document, however many of its calls failed.
  const modelFailed = (warnings: string[], e: unknown, what: string) => {
    options.logger?.warn({ err: e instanceof Error ? e.message : String(e) }, `local model ${what} failed`);
    if (warnings.some((w) => w.startsWith(MODEL_UNUSED))) return;
    warnings.push(`${MODEL_UNUSED} (${modelFailure(e)}); the answer comes from the built-in rules only`);
  };

  async function withModel(request: ExtractionRequest, out: PipelineOutput, lm: LocalModel): Promise<ParseResult> {
    let result = out.result;
    const warnings = [...result.warnings];
    // Headers the rules did not know, in tables that still miss fields of their kind.
    const unknown = out.unmapped
      .map((u) => ({ kind: u.kind, headers: u.headers.filter((h) => !isKnownExtra(h)) }))
      .filter((u) => u.headers.length > 0);
    if (unknown.length > 0) {
      try {
        const hints: Record<string, Field> = {};
        for (const u of unknown) Object.assign(hints, await ask(() => lm.mapHeaders(u.headers, u.kind)));
        if (Object.keys(hints).length > 0) {
          result = (await parse(request, hints)).result;
          warnings.splice(0, warnings.length, ...result.warnings);
          warnings.push(
            `Columns mapped by the local model, please check: ${Object.entries(hints)
              .map(([h, f]) => `${h} -> ${f}`)
              .join(', ')}`,
          );
        }
      } catch (e) {
        modelFailed(warnings, e, 'header mapping');
      }
    }
    if (result.properties.length === 0 && result.vehicles.length === 0) {
      const image = (out.format === 'png' || out.format === 'jpeg') && lm.hasVision ? request.bytes : undefined;
      if (out.text || image) {
        try {
          const read = await ask(() => lm.readSchedule(out.text ?? '', image));
          const kind: DocumentKind = request.kind ?? (read.vehicles.length > read.properties.length ? 'vehicle' : 'property');
          result = {
            documentType: kind,
            properties: request.kind === 'vehicle' ? [] : read.properties,
            vehicles: request.kind === 'property' ? [] : read.vehicles,
            warnings,
          };
          if (result.properties.length + result.vehicles.length > 0)
            warnings.push('The schedule was read by the local model from free text; please check every value');
        } catch (e) {
          modelFailed(warnings, e, 'document reading');
        }
      }
    }
    return { ...result, warnings };
  }

  return {
    async extract(request: ExtractionRequest): Promise<ParseResult> {
      if (request.bytes.byteLength > maxBytes) throw tooLarge();
      let out: PipelineOutput;
      try {
        out = await parse(request);
      } catch (e) {
        if (e instanceof AppError) throw e;
        options.logger?.warn({ err: e instanceof Error ? e.message : String(e) }, 'document extraction failed');
        throw unprocessable(MESSAGES.corrupt);
      }
      const result = model ? await withModel(request, out, model) : out.result;
      if (result.properties.length === 0 && result.vehicles.length === 0) throw unprocessable(MESSAGES.empty);
      return result;
    },
    modelState: async () => (watch ? watch.state() : NO_MODEL),
    close: () => pool.close(),
  };
}
