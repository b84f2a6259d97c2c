import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '@workbench/adapters/postgres/index.ts';
import { aClientBody, aSubmissionBody } from '../bff/src/testing/builders.ts';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { BffProcessError, startBffProcess, type BffProcess } from './support/bff-process.ts';
import { eventually, sleep } from './support/eventually.ts';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';

let pg: PrivatePostgres;
let bff: BffProcess;
let broker: HttpClient;
let clientId: string;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  bff = await startBffProcess({ env: { DATABASE_URL: pg.url, SMTP_URL: undefined } });
  broker = new HttpClient(bff.url);
  expect((await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
  const created = await broker.post('/api/clients', aClientBody({ name: 'Outage Test Holdings', email: 'outage@example.com' }));
  expect(created.status).toBe(201);
  clientId = created.data.id;
});

afterAll(async () => {
  await bff?.stop();
  await pg?.destroy();
});

interface Answer {
  kind: 'write' | 'read';
  status: number;
  message?: string;
  id?: string;
  description?: string;
}

/**
 * Staff at work: each worker creates submissions and reads the list, one request after another, and every
 * answer is kept. Network failures would show as status 0 (the server must never drop a connection).
 */
function startTraffic(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    const client = new HttpClient(bff.url);
    client.cookies.clear();
    for (const [name, value] of broker.cookies) client.cookies.set(name, value);
    while (running) {
      const description = `outage traffic ${worker}-${sequence++}`;
      const write = await client
        .post('/api/submissions', aSubmissionBody(clientId, { description }))
        .catch(() => ({ status: 0, data: undefined }));
      answers.push({ kind: 'write', status: write.status, message: write.data?.message, id: write.data?.id, description });
      const read = await client.get('/api/submissions?limit=5').catch(() => ({ status: 0, data: undefined }));
      answers.push({ kind: 'read', status: read.status, message: read.data?.message });
      await sleep(25);
    }
  });
  return {
    answers,
    acknowledged: () => answers.filter((a) => a.kind === 'write' && a.status === 201),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const probe = async (path: string) => {
  const response = await fetch(bff.url + path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('PostgreSQL stopped and restarted under traffic', () => {
  it('is alive and ready while the database is up', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`answers 503 while the database is down (pg_ctl stop -m ${mode}), recovers by itself, and loses no acknowledged write`, async () => {
      const traffic = startTraffic(3);
      try {
        await eventually('writes before the outage', () => traffic.acknowledged().length >= 6);

        await pg.stop(mode);
        const outageStart = traffic.answers.length;
        const refused = await eventually('a write refused with 503', () =>
          traffic.answers.slice(outageStart).find((a) => a.kind === 'write' && a.status === 503),
        );
        expect(refused.message).toBe(UNAVAILABLE_MESSAGE);
        expect(await probe('/readyz')).toEqual({ status: 503, body: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } });
        expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
        // Keep the outage going for a while under traffic: the process must stay up and keep answering.
        const during = traffic.answers.length;
        await eventually('more refused requests', () => traffic.answers.length >= during + 10);
        expect(await probe('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

        await pg.start();
        await eventually('/readyz ready again', async () => (await probe('/readyz')).status === 200);
        const afterRestart = traffic.answers.length;
        await eventually(
          'writes acknowledged after the restart',
          () => traffic.answers.slice(afterRestart).filter((a) => a.kind === 'write' && a.status === 201).length >= 6,
        );
      } finally {
        await traffic.stop();
      }

      // Every failure a user saw was the outage, said plainly: no 500, no dropped connection, no other error.
      const failures = traffic.answers.filter((a) => a.status < 200 || a.status >= 300);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures)
        expect({ status: failure.status, message: failure.message }).toEqual({ status: 503, message: UNAVAILABLE_MESSAGE });

      const acknowledged = traffic.acknowledged();
      const stored = await pg.query<{ id: string; description: string }>(
        'select id, description from submissions where id = any($1::uuid[])',
        [acknowledged.map((a) => a.id)],
      );
      const storedById = new Map(stored.map((row) => [row.id, row.description]));
      const lost = acknowledged.filter((a) => storedById.get(a.id!) !== a.description);
      expect(lost).toEqual([]);
      expect(stored).toHaveLength(acknowledged.length);
    });
  }

  it('still shuts down cleanly on SIGTERM while the database is down', async () => {
    await pg.stop('fast');
    expect((await probe('/readyz')).status).toBe(503);
    expect(await bff.stop()).toBe(0);
    expect(bff.logs().map((line) => line.msg)).not.toContain('unclean shutdown');
  });
});

describe('starting without a database', () => {
  it('exits with status 1 and says the database is unavailable, instead of serving a broken app', async () => {
    const closed = await freePort();
    const failure = await startBffProcess({ env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/postgres` } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BffProcessError);
    const { exitCode, stdout } = failure as BffProcessError;
    expect(exitCode).toBe(1);
    const fatal = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'could not start');
    expect(fatal?.err?.message).toBe(UNAVAILABLE_MESSAGE);
  });
});
