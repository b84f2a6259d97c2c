/** Runs inside a worker thread: one document at a time, answers with the result or an error code. */
import { parentPort } from 'node:worker_threads';
import { AppError } from '@workbench/core';
import { extractForModel, type WorkerRequest, type WorkerResponse } from './pipeline.ts';

if (!parentPort) throw new Error('worker.ts must run in a worker thread');
const port = parentPort;

port.on('message', async (req: WorkerRequest) => {
  let res: WorkerResponse;
  try {
    res = { id: req.id, ok: true, output: await extractForModel(req) };
  } catch (e) {
    res =
      e instanceof AppError
        ? { id: req.id, ok: false, code: e.code, message: e.message }
        : { id: req.id, ok: false, code: 'internal', message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(res);
});
port.postMessage({ ready: true });
