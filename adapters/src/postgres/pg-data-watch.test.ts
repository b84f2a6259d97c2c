import type { DataArea } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { PgDataWatch, TABLE_AREAS, pgReadiness } from './pg-data-watch.ts';
import { BOOKKEEPING_TABLES } from './written-tables.ts';

let db: TestDatabase;
let watch: PgDataWatch;
const heard: Array<{ areas: readonly DataArea[] | null; inTransaction: boolean }> = [];

beforeAll(async () => {
  db = await createTestDatabase();
  watch = new PgDataWatch(db.knex);
  watch.onWrite((areas, inTransaction) => heard.push({ areas, inTransaction }));
}, 60_000);
afterAll(() => db?.cleanup());

async function writesDuring(work: () => Promise<unknown>) {
  heard.length = 0;
  await work();
  return [...heard];
}

describe('the Postgres data watch', () => {
  it('gives every table of the schema an area, or knows it as bookkeeping no kept read depends on', async () => {
    const tables: string[] = await db
      .knex('information_schema.tables')
      .whereRaw('table_schema = current_schema()')
      .whereRaw("table_name not like 'knex%'")
      .pluck('table_name');
    expect(tables).toContain('submissions');
    expect(tables.filter((table) => !(table in TABLE_AREAS) && !BOOKKEEPING_TABLES.has(table))).toEqual([]);
  });

  it('reports a write outside a transaction by the areas of its tables, and says nothing of reads', async () => {
    const client = await db.uow.repos.clients.create(aClient());
    const writes = await writesDuring(async () => {
      await db.knex('clients').where({ id: client.id }).update({ name: 'Renamed' });
      await db.knex('clients').select('id').limit(1);
    });
    expect(writes).toEqual([{ areas: ['clients'], inTransaction: false }]);
  });

  it('reports each write of a unit of work as inside its transaction', async () => {
    const client = await db.uow.repos.clients.create(aClient());
    const writes = await writesDuring(() => db.uow.run((repos) => repos.submissions.create(aSubmissionRecord(client.id))));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((write) => write.inTransaction)).toBe(true);
    expect(writes.flatMap((write) => write.areas ?? [])).toContain('submissions');
  });

  it('reports sign-in bookkeeping not at all, and a statement it cannot read as anything changed', async () => {
    expect(await writesDuring(() => db.sessions.set('watched-session', { userId: 'x' }, 60_000))).toEqual([]);
    expect(await writesDuring(() => db.knex.raw('truncate table related_items'))).toEqual([{ areas: null, inTransaction: false }]);
  });

  it('says what each kept read is made of: the list of submissions keeps while messages come, a detail does not', () => {
    const list = watch.readsFrom('submission-list');
    expect(list).toEqual(expect.arrayContaining(['submissions', 'clients', 'users', 'quotes']));
    expect(list).not.toContain('messages');
    expect(list).not.toContain('documents');
    expect(watch.readsFrom('signed-in-account')).toEqual(['users']);
    expect(watch.readsFrom('submission-detail')).toBe('everything');
  });

  it('is ready while the database answers', async () => {
    await expect(pgReadiness(db.knex).check()).resolves.toBeUndefined();
  });
});
