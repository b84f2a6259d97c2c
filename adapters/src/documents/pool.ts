/**
 * The parser worker threads (a piscina pool), so nothing a file contains can crash or stall the server:
 * each document has a time limit (its worker is terminated and replaced), each worker a heap limit, and
 * the documents waiting for a worker are capped.
 */
import { Piscina } from 'piscina';
import { AppError } from '@workbench/core';
import { MESSAGES } from './errors.ts';
import type { PipelineInput, PipelineOutput, WorkerRequest, WorkerResponse, WorkerStarted } from './pipeline.ts';

/** Starts a document's clock: `expire` is called once `ms` have passed, unless the returned stop is called first. */
export type StartClock = (ms: number, expire: () => void) => () => void;

const wallClock: StartClock = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

export interface PoolOptions {
  size?: number;
  timeoutMs?: number;
  /** How a document's time limit is kept: the wall clock, unless a test holds the time itself. */
  startClock?: StartClock;
  maxOldGenerationSizeMb?: number;
  /** Documents that may wait for a worker; one more is refused at once with 503. */
  maxQueue?: number;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

const SHUTTING_DOWN = 'The document reader is shutting down';

export class WorkerPool {
  private pool?: Piscina;
  private nextId = 1;
  private closed = false;
  /** Documents running or waiting for a worker. */
  private inFlight = 0;
  /** Starts a running document's clock, by request id, when its worker takes it up. */
  private readonly onStart = new Map<number, () => void>();
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly startClock: StartClock;
  private readonly memoryMb: number;
  private readonly maxQueue: number;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? 2;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.startClock = options.startClock ?? wallClock;
    this.memoryMb = options.maxOldGenerationSizeMb ?? 1024;
    // Each waiting document holds a private copy of its bytes (up to the upload cap, 25 MB by default).
    this.maxQueue = options.maxQueue ?? 32;
  }

  async run(input: PipelineInput, signal?: AbortSignal): Promise<PipelineOutput> {
    if (this.closed) throw new AppError('unavailable', SHUTTING_DOWN);
    // The cap on waiting documents is counted here: piscina's maxQueue leaves out tasks given an AbortSignal
    // (they wait in its skipQueue, piscinajs/piscina#899), and every document has one. With one thread and
    // maxQueue 1 it accepted all of four documents sent together.
    if (this.inFlight >= this.size + this.maxQueue) throw new AppError('unavailable', MESSAGES.busy);
    this.inFlight++;
    const id = this.nextId++;
    const stop = new AbortController();
    const callerAborted = () => stop.abort();
    let stopClock = () => {};
    try {
      if (signal?.aborted) stop.abort();
      else signal?.addEventListener('abort', callerAborted, { once: true });
      // The clock starts once a worker takes the document up: starting a thread, or waiting behind other
      // documents, is not this document's fault.
      this.onStart.set(id, () => {
        stopClock = this.startClock(this.timeoutMs, () => stop.abort());
      });
      const bytes = input.bytes.slice(); // a private copy the worker can own
      const request: WorkerRequest = { ...input, bytes, id };
      const response: WorkerResponse = await this.threads().run(request, { signal: stop.signal, transferList: [bytes.buffer] });
      if (response.ok) return response.output;
      throw new AppError(
        response.code === 'internal' ? 'unprocessable' : response.code,
        response.code === 'internal' ? MESSAGES.corrupt : response.message,
      );
    } catch (e) {
      throw this.failure(e);
    } finally {
      this.inFlight--;
      stopClock();
      this.onStart.delete(id);
      signal?.removeEventListener('abort', callerAborted);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    // Queued and running documents are refused as the server shutting down (see failure).
    await this.pool?.destroy();
  }

  /** The threads start with the first document, not with the server. */
  private threads(): Piscina {
    if (this.pool) return this.pool;
    const pool = new Piscina({
      filename: ENTRY.href,
      // A fixed number of threads: one ended by a time or memory limit is replaced at once, and none is
      // ended for being idle.
      minThreads: this.size,
      maxThreads: this.size,
      concurrentTasksPerWorker: 1,
      // Between documents a worker waits on its event loop (not in Atomics.wait), as any thread would.
      atomics: 'disabled',
      // A small young generation: when a worker reaches its heap limit, Node gives the collection under way
      // only 16 MB more before ending the worker; a collection promoting more than that (a 64 MB young
      // generation could) runs out of memory in a way that aborts the whole server instead.
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 16 },
      recordTiming: false,
    });
    pool.on('message', (message: WorkerStarted) => this.onStart.get(message.started)?.());
    // A worker that dies between documents: piscina replaces it; nobody is waiting for an answer.
    pool.on('error', () => {});
    this.pool = pool;
    return pool;
  }

  private failure(e: unknown): AppError {
    if (e instanceof AppError) return e;
    if (this.closed) return new AppError('unavailable', SHUTTING_DOWN);
    const error = e as Error & { code?: string };
    if (error.name === 'AbortError') return new AppError('unprocessable', MESSAGES.timeout);
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new AppError('too_large', MESSAGES.tooLarge);
    // The worker crashed or exited with the document.
    return new AppError('unprocessable', MESSAGES.corrupt);
  }
}
