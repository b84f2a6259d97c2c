import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { SUBMISSION_COLUMNS } from './pg-submission.repository.ts';

const targets = databaseTargets();

/** The detail and the plain lists are prepared statements on a server: they must survive a migration. */
describe.each(targets)('submission reads kept prepared (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('name every column of the submissions table, in its order', async () => {
    const columns = await db
      .knex('information_schema.columns')
      .where({ table_name: 'submissions' })
      .whereRaw('table_schema = current_schema()')
      .orderBy('ordinal_position')
      .pluck('column_name');
    expect(columns).toEqual(SUBMISSION_COLUMNS);
  });

  // Whether reads overlap enough to be handed a connection depends on how the machine schedules them: on a
  // busy one, forty can each find a free connection. It is asked again then, never timed.
  it('hand a connection from one kept read to the next while the pool has none free, and still serve what waits in the pool', {
    retry: 2,
  }, async () => {
    const client = await db.uow.repos.clients.create(aClient({ email: `handover-${crypto.randomUUID()}@example.com` }));
    const created = await db.uow.repos.submissions.create(aSubmissionRecord(client.id));
    const pool = db.knex.client as { acquireConnection(): Promise<unknown> };
    const acquire = pool.acquireConnection;
    let acquired = 0;
    pool.acquireConnection = function (this: unknown) {
      acquired++;
      return acquire.call(this);
    };
    try {
      // Ten times the pool's connections at once, and a query of knex's own queued among them.
      const reads = Array.from({ length: 40 }, () => db.uow.repos.submissions.get(created.id));
      const [found, plain] = await Promise.all([Promise.all(reads), db.knex.raw('select 1 as one')]);
      expect(found.map((submission) => submission?.id)).toEqual(reads.map(() => created.id));
      expect(plain.rows).toEqual([{ one: 1 }]);
      if (db.knex.client.config.client === 'pg') expect(acquired).toBeLessThan(reads.length);
    } finally {
      pool.acquireConnection = acquire;
    }
  });

  it('still read a submission, the list and a customer list after a migration adds a column to submissions', async () => {
    const email = `prepared-${crypto.randomUUID()}@example.com`;
    const client = await db.uow.repos.clients.create(aClient({ email }));
    const created = await db.uow.repos.submissions.create(aSubmissionRecord(client.id, { shareWithClient: true }));
    const reads = () =>
      Promise.all([
        db.uow.repos.submissions.get(created.id),
        db.uow.repos.submissions.get(created.submissionId),
        db.uow.repos.submissions.list({ limit: 5 }),
        db.uow.repos.submissions.list({ limit: 5, offset: 0, customerEmail: email }),
      ]);
    // Several rounds, so every pooled connection that serves one has the statements prepared.
    let before: Awaited<ReturnType<typeof reads>> | undefined;
    for (let round = 0; round < 8; round++) before = await reads();

    await db.knex.raw('alter table submissions add column later_note text');
    try {
      for (let round = 0; round < 8; round++) expect(await reads()).toEqual(before);
    } finally {
      await db.knex.raw('alter table submissions drop column later_note');
    }
  });
});
