import type { AppError } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { PgFailedJobs, PgJobQueue, openJobs, startJobWorkers, type JobWorkers } from './pg-job-queue.ts';

/** The job queue (pg-boss) on a real database: transactions, retries, failures staff see, several workers. */
const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const aMail = (n: number) => ({ to: `person-${n}@example.com`, subject: `Mail ${n}`, text: 'Hello' });

describe.each([['PostgreSQL', process.env.TEST_DATABASE_URL ?? null] as const].filter(([, url]) => url))(
  'job queue on %s',
  (_name, url) => {
    let db: TestDatabase;
    const workers: JobWorkers[] = [];
    beforeAll(async () => {
      db = await createTestDatabase({ databaseUrl: url });
    });
    afterAll(async () => {
      for (const w of workers) await w.stop();
      await db?.cleanup();
    });

    it('runs a mail recorded in a committed transaction, never one whose transaction rolled back', async () => {
      const rolledBack = await db.uow
        .run(async (repos) => {
          const entry = await repos.outbox.enqueue(aMail(1));
          throw Object.assign(new Error('the event failed'), { entry });
        })
        .catch((error: { entry: { id: string } }) => error.entry.id);
      const committed = await db.uow.run((repos) => repos.outbox.enqueue(aMail(2)));

      const ran: string[] = [];
      const worker = await startJobWorkers(
        db.knex,
        { 'deliver-mail': async ({ outboxId }) => void ran.push(outboxId) },
        { pollSeconds: 0.5 },
      );
      workers.push(worker);
      await waitFor('the committed mail to be delivered', () => ran.includes(committed.id));
      await new Promise((r) => setTimeout(r, 1_500));
      expect(ran).toEqual([committed.id]);
      expect(ran).not.toContain(rolledBack);
      await worker.stop();
    });

    it('keeps a received mail queued while no worker runs, and the next worker to start takes it in', async () => {
      const raw = Buffer.from('From: a@b.example\r\nSubject: hi\r\n\r\nhello\r\n').toString('base64');
      await new PgJobQueue(db.knex).enqueue('take-in-mail', { raw, source: 'smtp' });
      // A worker that stopped before the mail came (a restart) takes nothing with it.
      await (await startJobWorkers(db.knex, {}, { pollSeconds: 0.5 })).stop();
      expect(await openJobs(db.knex, 'take-in-mail')).toBe(1);
      const taken: string[] = [];
      const worker = await startJobWorkers(db.knex, { 'take-in-mail': async (job) => void taken.push(job.raw) }, { pollSeconds: 0.5 });
      workers.push(worker);
      await waitFor('the queued mail to be taken in', () => taken.length === 1);
      expect(taken).toEqual([raw]);
      await waitFor('the job to complete', async () => (await openJobs(db.knex, 'take-in-mail')) === 0);
      await worker.stop();
    });

    it('two workers deliver each of many mails exactly once', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 30; n++) ids.push((await db.uow.run((repos) => repos.outbox.enqueue(aMail(100 + n)))).id);
      const ran: Array<{ worker: string; id: string }> = [];
      const handler =
        (worker: string) =>
        async ({ outboxId }: { outboxId: string }) => {
          await new Promise((r) => setTimeout(r, 20));
          ran.push({ worker, id: outboxId });
        };
      const one = await startJobWorkers(db.knex, { 'deliver-mail': handler('one') }, { pollSeconds: 0.5 });
      const two = await startJobWorkers(db.knex, { 'deliver-mail': handler('two') }, { pollSeconds: 0.5 });
      workers.push(one, two);
      await waitFor('all thirty mails', () => ids.every((id) => ran.some((r) => r.id === id)));
      await new Promise((r) => setTimeout(r, 1_500));
      const mine = ran.filter((r) => ids.includes(r.id));
      expect(mine).toHaveLength(30);
      expect(new Set(mine.map((r) => r.id)).size).toBe(30);
      await one.stop();
      await two.stop();
    });

    it('retries a job that throws, then lists it as failed for staff with its error and attempts, and runs it again on retry', async () => {
      let failing = '';
      let attempts = 0;
      let fixed = false;
      const worker = await startJobWorkers(
        db.knex,
        {
          'deliver-mail': async ({ outboxId }) => {
            if (outboxId !== failing) return;
            attempts++;
            if (!fixed) throw new Error('550 No such user');
          },
        },
        { pollSeconds: 0.5, retries: { 'deliver-mail': { retryLimit: 2, retryDelay: 1, retryBackoff: false } } },
      );
      workers.push(worker);
      const failedJobs = new PgFailedJobs(db.knex);
      // The queue's settings apply to jobs written after the worker started them.
      failing = (await db.uow.run((repos) => repos.outbox.enqueue(aMail(501)))).id;
      await waitFor('the job to fail for good', async () => (await failedJobs.list(100)).length > 0, 40_000);
      const failed = await failedJobs.list(100);
      expect(failed[0]).toMatchObject({ kind: 'deliver-mail', error: '550 No such user', attempts: 3 });
      expect(attempts).toBeGreaterThanOrEqual(3);

      fixed = true;
      const before = attempts;
      await failedJobs.retry(failed[0].id);
      await waitFor('the retried job to run', () => attempts > before);
      await waitFor('the failed list to empty', async () => (await failedJobs.list(100)).every((job) => job.id !== failed[0].id));
      await expect(failedJobs.retry(failed[0].id)).rejects.toMatchObject({ code: 'not_found' } satisfies Partial<AppError>);
      await worker.stop();
    }, 60_000);
  },
);
