import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { fillSubmissions } from '../testing/bulk-submissions.ts';

const targets = databaseTargets();

/** The unfiltered list's total is kept by triggers instead of counted: it must follow every kind of write. */
describe.each(targets)('the unfiltered submissions total (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  const total = async () => (await db.uow.repos.submissions.list({ limit: 1 })).total;

  it('counts submissions created one by one, in bulk, deleted, and after the table is emptied', async () => {
    expect(await total()).toBe(0);
    const client = await db.uow.repos.clients.create(aClient());
    await db.uow.run(async (repos) => {
      await repos.submissions.create(aSubmissionRecord(client.id));
      await repos.submissions.create(aSubmissionRecord(client.id));
    });
    expect(await total()).toBe(2);

    await db.uow
      .run(async (repos) => {
        await repos.submissions.create(aSubmissionRecord(client.id));
        throw new Error('abandon');
      })
      .catch(() => undefined);
    expect(await total()).toBe(2);

    await fillSubmissions(db.knex, 300, 3);
    expect(await total()).toBe(302);
    expect(await total()).toBe(
      await db
        .knex('submissions')
        .count({ n: '*' })
        .then(([{ n }]) => Number(n)),
    );

    await db.knex('submissions').where('submission_id', 'like', 'SUB-2020-%').andWhere('submission_id', '<=', 'SUB-2020-000100').delete();
    expect(await total()).toBe(202);

    await db.knex.raw('truncate submissions cascade');
    expect(await total()).toBe(0);
  });

  it('reports the total on a page past the end, and zero on an empty first page', async () => {
    await db.knex.raw('truncate submissions, clients cascade');
    await fillSubmissions(db.knex, 30, 2);
    expect(await db.uow.repos.submissions.list({ offset: 100 })).toEqual({ items: [], total: 30 });
    expect(await db.uow.repos.submissions.list({ status: 'pending', q: 'no such thing' })).toEqual({ items: [], total: 0 });
  });
});
