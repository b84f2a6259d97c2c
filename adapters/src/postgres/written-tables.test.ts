import { describe, expect, it } from 'vitest';
import { writtenTables } from './written-tables.ts';

describe('the tables a statement writes', () => {
  it('names none for reads and for a transaction’s own control statements', () => {
    for (const sql of [
      'select * from "submissions"',
      '  SELECT 1',
      'show search_path',
      'explain select 1',
      'BEGIN;',
      'COMMIT;',
      'ROLLBACK',
      'savepoint trx2',
      'release savepoint trx2',
    ]) {
      expect(writtenTables(sql)).toEqual([]);
    }
  });

  it('names none for a query with common table expressions that only read', () => {
    expect(
      writtenTables(
        'with "matches" as materialized (select "id" from "submissions" union select "submission_id" from "quotes") select * from "matches"',
      ),
    ).toEqual([]);
  });

  it('names the targets of inserts, updates and deletes, with or without schema and quotes', () => {
    expect(writtenTables('insert into "messages" ("id") values ($1)')).toEqual(['messages']);
    expect(writtenTables('update "t_abc"."submissions" set "priority" = $1 where "id" = $2')).toEqual(['submissions']);
    expect(writtenTables('DELETE FROM public.Quotes where id = $1')).toEqual(['quotes']);
    expect(writtenTables('delete from only "tasks" where id = $1')).toEqual(['tasks']);
  });

  it('names every table a statement with several writes touches, and not an upsert’s "do update set"', () => {
    const create = `with "number" as (insert into submission_counters (year, last_number) values ($1, 1)
      on conflict (year) do update set last_number = submission_counters.last_number + 1 returning last_number),
      "inserted" as (insert into submissions (submission_id) values ($2) returning *) select * from inserted`;
    expect(writtenTables(create)).toEqual(['submission_counters', 'submissions']);
  });

  it('leaves out sign-in bookkeeping and mail, so those writes keep every cached answer', () => {
    expect(writtenTables('insert into "sessions" ("sid") values ($1) on conflict ("sid") do update set "data" = excluded."data"')).toEqual(
      [],
    );
    expect(writtenTables('delete from "login_attempts" where "key" = $1')).toEqual([]);
    expect(writtenTables('update "outbox" set "status" = $1')).toEqual([]);
  });

  it('cannot tell for statements that write without naming a target this way: anything may have changed', () => {
    for (const sql of [
      'truncate table submissions',
      'alter table users add column x int',
      'copy quotes from stdin',
      'call refresh_everything()',
      'vacuum analyze',
    ]) {
      expect(writtenTables(sql)).toBeNull();
    }
  });
});
