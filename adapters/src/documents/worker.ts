/** Runs inside a parser worker thread of the pool: one document at a time, answers with the result or an error code. */
import { parentPort } from 'node:worker_threads';
import { AppError } from '@workbench/core';
import { extractForModel, type WorkerRequest, type WorkerResponse, type WorkerStarted } from './pipeline.ts';

if (!parentPort) throw new Error('worker.ts must run in a worker thread');
const port = parentPort;

// Libraries print diagnostics about bad files; those are not server logs. (A worker's output would otherwise
// be copied to the server's.)
for (const stream of [process.stdout, process.stderr]) {
  stream.write = (_chunk: unknown, encoding?: unknown, done?: unknown) => {
    const callback = typeof encoding === 'function' ? encoding : done;
    if (typeof callback === 'function') queueMicrotask(() => callback());
    return true;
  };
}

export default async function parseDocument(req: WorkerRequest): Promise<WorkerResponse> {
  port.postMessage({ started: req.id } satisfies WorkerStarted);
  try {
    return { id: req.id, ok: true, output: await extractForModel(req) };
  } catch (e) {
    return e instanceof AppError
      ? { id: req.id, ok: false, code: e.code, message: e.message }
      : { id: req.id, ok: false, code: 'internal', message: e instanceof Error ? e.message : String(e) };
  }
}
