import type { Knex } from 'knex';

/**
 * The number of submissions, kept by statement triggers, so the unfiltered list's X-Total-Count is one
 * row read instead of a count over the whole table on every uncached list. Statement triggers with
 * transition tables add a bulk insert's rows in one update; TRUNCATE starts over at zero.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create table submission_total (id boolean primary key default true check (id), total bigint not null)');
  await knex.raw('insert into submission_total (id, total) select true, count(*) from submissions');
  for (const [name, sign, table] of [
    ['insert', '+', 'new table as changed'],
    ['delete', '-', 'old table as changed'],
  ]) {
    await knex.raw(`
      create function submission_total_${name}() returns trigger language plpgsql as $$
      begin
        update submission_total set total = total ${sign} (select count(*) from changed);
        return null;
      end $$`);
    await knex.raw(`
      create trigger submission_total_${name} after ${name} on submissions
      referencing ${table} for each statement execute function submission_total_${name}()`);
  }
  await knex.raw(`
    create function submission_total_truncate() returns trigger language plpgsql as $$
    begin
      update submission_total set total = 0;
      return null;
    end $$`);
  await knex.raw(
    'create trigger submission_total_truncate after truncate on submissions for each statement execute function submission_total_truncate()',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['insert', 'delete', 'truncate']) {
    await knex.raw(`drop trigger if exists submission_total_${name} on submissions`);
    await knex.raw(`drop function if exists submission_total_${name}()`);
  }
  await knex.raw('drop table if exists submission_total');
}
