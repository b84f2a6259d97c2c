/**
 * A small pool of worker threads for parsing, so nothing a file contains can crash or stall the server:
 * each job has a time limit (the worker is terminated and replaced) and each worker a memory limit.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '@workbench/core';
import { MESSAGES } from './errors.ts';
import type { PipelineInput, PipelineOutput, WorkerRequest, WorkerResponse } from './pipeline.ts';

export interface PoolOptions {
  size?: number;
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
}

interface Job {
  id: number;
  input: PipelineInput;
  signal?: AbortSignal;
  resolve(out: PipelineOutput): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  job?: Job;
  timer?: NodeJS.Timeout;
  onAbort?: () => void;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? 2;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.memoryMb = options.maxOldGenerationSizeMb ?? 1024;
  }

  run(input: PipelineInput, signal?: AbortSignal): Promise<PipelineOutput> {
    if (this.closed) return Promise.reject(new AppError('unavailable', 'The document reader is shutting down'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, input, resolve, reject, ...(signal ? { signal } : {}) };
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AppError('unavailable', 'The document reader is shutting down'));
    await Promise.all(this.slots.splice(0).map((s) => this.retire(s)));
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      // A small young generation: when a worker reaches its heap limit, Node gives the collection under way
      // only 16 MB more before ending the worker; a collection promoting more than that (a 64 MB young
      // generation could) runs out of memory in a way that aborts the whole server instead.
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 16 },
      // Libraries print diagnostics about bad files; those are not server logs.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let markReady!: () => void;
    const slot: Slot = { worker, ready: new Promise<void>((r) => (markReady = r)) };
    worker.on('message', (msg: WorkerResponse | { ready: true }) => {
      if ('ready' in msg) return markReady();
      if (!slot.job || slot.job.id !== msg.id) return;
      const job = this.release(slot);
      if (msg.ok) job.resolve(msg.output);
      else
        job.reject(
          new AppError(msg.code === 'internal' ? 'unprocessable' : msg.code, msg.code === 'internal' ? MESSAGES.corrupt : msg.message),
        );
      this.pump();
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.fail(
        slot,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AppError('too_large', MESSAGES.tooLarge)
          : new AppError('unprocessable', MESSAGES.corrupt),
      ),
    );
    worker.on('exit', () => this.fail(slot, new AppError('unprocessable', MESSAGES.corrupt)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      if (job.signal?.aborted) {
        job.reject(new AppError('unprocessable', MESSAGES.timeout));
        continue;
      }
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    if (job.signal) {
      slot.onAbort = () => this.kill(slot, new AppError('unprocessable', MESSAGES.timeout));
      job.signal.addEventListener('abort', slot.onAbort, { once: true });
    }
    const bytes = job.input.bytes.slice(); // a private copy the worker can own
    const req: WorkerRequest = { ...job.input, bytes, id: job.id };
    // The clock starts once the thread is up: starting a worker is not the document's fault.
    void slot.ready.then(() => {
      if (slot.job !== job) return;
      slot.timer = setTimeout(() => this.kill(slot, new AppError('unprocessable', MESSAGES.timeout)), this.timeoutMs);
      slot.worker.postMessage(req, [bytes.buffer]);
    });
  }

  private release(slot: Slot): Job {
    const job = slot.job!;
    clearTimeout(slot.timer);
    if (slot.onAbort) job.signal?.removeEventListener('abort', slot.onAbort);
    delete slot.job;
    delete slot.timer;
    delete slot.onAbort;
    slot.worker.unref();
    return job;
  }

  /** Ends a stuck job: the worker is terminated (that is the only way to stop a busy thread). */
  private kill(slot: Slot, error: AppError): void {
    if (!slot.job) return;
    const job = this.release(slot);
    this.remove(slot);
    void this.retire(slot);
    job.reject(error);
    this.pump();
  }

  private fail(slot: Slot, error: AppError): void {
    this.remove(slot);
    if (slot.job) {
      const job = this.release(slot);
      job.reject(error);
    }
    if (!this.closed) this.pump();
  }

  private remove(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  private async retire(slot: Slot): Promise<void> {
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => {});
    await slot.worker.terminate();
  }
}
