/**
 * The backup procedures of docs/operations.md, run as written: pg_dump of a live installation, pg_restore
 * into an empty database, the app started on it; and for the embedded database, a copy of DATA_DIR taken
 * while the app is stopped. Each time the account and the submission made before the backup are there.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { aSubmissionFor } from '../bff/src/testing/fixtures.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const SESSION_SECRET = randomBytes(32).toString('base64url');
// Each test starts the app twice; a first start on the embedded database takes a while on a busy machine.
const TWO_STARTS_MS = 300_000;

const workDir = mkdtempSync(join(tmpdir(), 'workbench-backup-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
});

async function start(env: Record<string, string | undefined>): Promise<BffProcess> {
  const app = await startBffProcess({ env: { SESSION_SECRET, ...env } });
  cleanups.push(() => app.stop());
  return app;
}

async function scratchDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase('workbench_backup');
  cleanups.push(() => database.drop());
  return database;
}

/**
 * A broker who registers after the demo data exists, approved by the demo broker manager, so only a working
 * restore can know them (and their approval).
 */
async function aBrokerWithASubmission(app: BffProcess) {
  const http = new HttpClient(app.url);
  const account = {
    username: `drill${randomBytes(3).toString('hex')}`,
    password: 'restore-me-123',
    fullName: 'Robin Backup',
    email: 'robin.backup@example.com',
    role: 'broker',
  };
  const registered = await http.post('/api/auth/register', account);
  expect(registered.status).toBe(201);
  const manager = new HttpClient(app.url);
  expect((await manager.post('/api/auth/login', { username: 'manager', password: 'manager123' })).status).toBe(200);
  expect((await manager.post(`/api/accounts/${registered.data.id}/approve`)).status).toBe(200);
  const description = `Backup drill: grain silo with dust explosion cover ${randomBytes(4).toString('hex')}`;
  const { submission } = await aSubmissionFor(http, { submission: { description } });
  return { http, account, description, submission };
}

async function readBack(app: BffProcess, made: Awaited<ReturnType<typeof aBrokerWithASubmission>>) {
  const http = new HttpClient(app.url);
  const signedIn = await http.post('/api/auth/login', { username: made.account.username, password: made.account.password });
  expect(signedIn.status).toBe(200);
  expect(signedIn.data).toMatchObject({ username: made.account.username, fullName: 'Robin Backup', role: 'broker', status: 'active' });
  const detail = await http.get(`/api/submissions/${made.submission.id}`);
  expect(detail.status).toBe(200);
  expect(detail.data).toMatchObject({ submissionId: made.submission.submissionId, description: made.description });
  const list = await http.get('/api/submissions?limit=500');
  expect(list.data.map((s: { id: string }) => s.id)).toContain(made.submission.id);
}

/** Who the browser that made the data is signed in as on `app`, with the cookies it had before the backup. */
async function stillSignedIn(app: BffProcess, browser: HttpClient): Promise<string | undefined> {
  const http = new HttpClient(app.url);
  for (const [name, value] of browser.cookies) http.cookies.set(name, value);
  return (await http.get('/api/auth/user')).data?.username;
}

describe('PostgreSQL: pg_dump of the running installation, pg_restore into an empty database', () => {
  it(
    'brings back the accounts, the submissions and the signed-in sessions',
    async () => {
      const source = await scratchDatabase();
      const live = await start({ DATABASE_URL: source.url });
      const made = await aBrokerWithASubmission(live);

      // Taken while the app keeps serving: pg_dump reads one consistent snapshot.
      const dump = join(workDir, 'workbench.dump');
      await run(join(PG_BIN, 'pg_dump'), ['--format=custom', '--file', dump, '--dbname', source.url]);
      expect(statSync(dump).size).toBeGreaterThan(0);

      const target = await scratchDatabase();
      await run(join(PG_BIN, 'pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', target.url, dump]);
      await live.stop();

      const restored = await start({ DATABASE_URL: target.url });
      // Migrations found nothing to do and the demo seed saw its data: nothing was recreated over the restore.
      expect(restored.logs().some((line) => String(line.msg).startsWith('demo data seeded'))).toBe(false);
      await readBack(restored, made);

      // Sessions live in the database: with the same SESSION_SECRET a browser signed in before the backup still is.
      expect(await stillSignedIn(restored, made.http)).toBe(made.account.username);
    },
    TWO_STARTS_MS,
  );
});

describe('embedded database: a copy of DATA_DIR taken while the app is stopped', () => {
  it(
    'starts on the copy with the accounts and submissions of the original',
    async () => {
      const dataDir = join(workDir, 'data');
      // No SESSION_SECRET: the app generates one into DATA_DIR, so the copy carries it along.
      const original = await start({ DATA_DIR: dataDir, SESSION_SECRET: undefined });
      const made = await aBrokerWithASubmission(original);
      expect(await original.stop()).toBe(0);

      const copy = join(workDir, 'data-copy');
      cpSync(dataDir, copy, { recursive: true });
      rmSync(dataDir, { recursive: true, force: true });

      const restored = await start({ DATA_DIR: copy, SESSION_SECRET: undefined });
      expect(restored.logs().some((line) => String(line.msg).startsWith('demo data seeded'))).toBe(false);
      await readBack(restored, made);
      expect(await stillSignedIn(restored, made.http)).toBe(made.account.username);
    },
    TWO_STARTS_MS,
  );
});
