import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../bff/src/testing/builders.ts';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { eventually } from './support/eventually.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';

// debug1 makes PostgreSQL log a client that vanished without saying goodbye (a pool that was never closed).
const VANISHED_CLIENT = /unexpected EOF on client connection/;

let pg: PrivatePostgres;
let bff: BffProcess;

beforeAll(async () => {
  pg = await startPrivatePostgres({ settings: { log_min_messages: 'debug1' } });
  bff = await startBffProcess({ env: { DATABASE_URL: pg.url } });
});

afterAll(async () => {
  await bff?.kill();
  await pg?.destroy();
});

const BOUNDARY = 'workbench-fault-boundary';
const multipart = (filename: string, content: string) => {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.from(`${head}${content}\r\n--${BOUNDARY}--\r\n`);
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A multipart POST whose body the test sends when it chooses. It asks for 100 Continue, so once `started`
 * resolves the server has read the request line and headers: the request is in flight, not a connection
 * still waiting in the accept queue.
 */
async function postInPieces(url: string, path: string, cookie: string, body: Buffer) {
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    agent: false,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, expect: '100-continue' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      response.once('error', reject);
    });
  });
  request.flushHeaders();
  await once(request, 'continue');
  return {
    answer,
    send: (from: number, to: number) => new Promise<void>((resolve) => request.write(body.subarray(from, to), () => resolve())),
    end: () => request.end(),
  };
}

const connectionRefused = async (url: string) => {
  try {
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
};

const vehicles = (count: number) =>
  [
    'Unit,Year,Make,Model,VIN',
    ...Array.from({ length: count }, (_, i) => `${i},2021,Ford,Transit,1FTBW3XM5HKA${String(i).padStart(5, '0')}`),
  ].join('\n');

describe('graceful shutdown on SIGTERM', () => {
  it('refuses new connections, finishes the upload and the parse in flight, closes the pool and exits 0', async () => {
    const broker = new HttpClient(bff.url);
    expect((await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
    const client = await broker.post('/api/clients', aClientBody({ name: 'Shutdown Logistics', email: 'shutdown@example.com' }));
    const submission = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    expect(submission.status).toBe(201);
    const cookie = broker.cookieHeader();
    // A parser thread already up, as on a server that has been running: the 10 s grace is for the work, not a cold start.
    const warm = await broker.upload('/api/documents/parse', 'document', { name: 'warm.csv', bytes: vehicles(3), type: 'text/csv' });
    expect(warm.status).toBe(200);

    const uploadBody = multipart('fleet-schedule.csv', vehicles(50));
    const upload = await postInPieces(bff.url, `/api/submissions/${submission.data.id}/documents`, cookie, uploadBody);
    await upload.send(0, uploadBody.length / 2);
    const parseBody = multipart('fleet.csv', vehicles(500));
    const parse = await postInPieces(bff.url, '/api/documents/parse', cookie, parseBody);

    const before = pg.log().length;
    process.kill(bff.pid, 'SIGTERM');
    await eventually('new connections refused', () => connectionRefused(bff.url));

    // Both requests were in flight when the signal came; their bodies arrive only now.
    await parse.send(0, parseBody.length);
    parse.end();
    await upload.send(uploadBody.length / 2, uploadBody.length);
    upload.end();

    const [uploaded, parsed] = await Promise.all([upload.answer, parse.answer]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ filename: 'fleet-schedule.csv' });
    expect(parsed.status).toBe(200);
    expect(parsed.body.vehicles).toHaveLength(500);

    expect(await bff.exited).toBe(0);
    const messages = bff.logs().map((line) => line.msg);
    expect(messages).toContain('shutting down: finishing in-flight requests');
    expect(messages).not.toContain('unclean shutdown');

    const stored = await pg.query('select filename from documents where submission_id = $1', [submission.data.id]);
    expect(stored).toEqual([{ filename: 'fleet-schedule.csv' }]);
    expect(pg.log().slice(before)).not.toMatch(VANISHED_CLIENT);
  });
});
