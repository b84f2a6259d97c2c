import type { Knex } from 'knex';

/**
 * Creates that run side by side: nothing a create writes is a single row every other create writes too, since
 * such a row stays locked until the create commits and makes all the others queue behind it.
 *
 * Submission numbers come from one sequence per year (submission_number_2026, ...) instead of a counter row.
 *
 * The counter row was updated inside each create's transaction, so its row lock lasted until commit and every
 * concurrent create queued behind it. nextval takes a number without waiting for anyone and without holding
 * it back for the transaction: creates run side by side. What that costs: a number taken by a create that
 * rolls back is not handed out again (a gap), and numbers are in the order they were taken, which is not
 * always the order the creates commit in.
 *
 * submission_number_next(year) makes the year's sequence the first time a year is asked for (in the asking
 * create's transaction: creates of that year arriving at the same instant wait for it once, then go on).
 *
 * submission_number_claim(year, n) is for a record that brings its own number (demo data, imports): it moves
 * the year's sequence past n when it is behind, so no later create is handed n. Reading the sequence and moving
 * it must not let a create take a number in between: ALTER SEQUENCE takes a lock that conflicts with the one
 * nextval holds, so the claim waits for creates of that year in flight and new ones wait for the claim's
 * transaction. Claims are rare and short; creates do not wait for one another.
 *
 * The number of submissions (migration 002) is the sum of a few slot rows instead of one row: each insert or
 * delete adds its count to the first slot no other transaction holds (SKIP LOCKED), and adds a slot when all
 * are held, so there are about as many slots as creates ever ran at once. submission_total stays, as a view
 * with the one row it always had.
 */
export async function up(knex: Knex): Promise<void> {
  await numberFromSequences(knex);
  await totalFromSlots(knex);
}

export async function down(knex: Knex): Promise<void> {
  await totalFromOneRow(knex);
  await numberFromCounters(knex);
}

async function numberFromSequences(knex: Knex): Promise<void> {
  await knex.raw(`
    create function submission_number_sequence(year integer) returns regclass language plpgsql as $$
    declare
      name text := 'submission_number_' || year;
    begin
      if to_regclass(name) is null then
        begin
          execute format('create sequence if not exists %I as bigint', name);
        exception when unique_violation or duplicate_table then
          -- Another create made it at the same instant and has committed since: use theirs.
          null;
        end;
      end if;
      return name::regclass;
    end $$`);
  await knex.raw(`
    create function submission_number_next(year integer) returns bigint language plpgsql as $$
    begin
      return nextval(submission_number_sequence(year));
    end $$`);
  await knex.raw(`
    create function submission_number_claim(year integer, n bigint) returns void language plpgsql as $$
    declare
      seq regclass := submission_number_sequence(year);
      taken bigint;
    begin
      execute format('alter sequence %s no cycle', seq);
      execute format('select case when is_called then last_value else 0 end from %s', seq) into taken;
      if taken < n then
        perform setval(seq, n);
      end if;
    end $$`);
  // Numbers continue where the counters (or any id already stored, whichever is higher) left off.
  await knex.raw(`
    select submission_number_claim(year, max(n))
    from (
      select year, last_number::bigint as n from submission_counters
      union all
      select substring(submission_id from 5 for 4)::integer, substring(submission_id from 10)::bigint
      from submissions where submission_id ~ '^SUB-[0-9]{4}-[0-9]{4,}$'
    ) numbers
    group by year`);
  await knex.raw('drop table submission_counters');
}

async function numberFromCounters(knex: Knex): Promise<void> {
  await knex.raw('create table submission_counters (year integer primary key, last_number integer not null)');
  const sequences: { rows: Array<{ name: string }> } = await knex.raw(
    `select c.relname as name from pg_class c
     where c.relkind = 'S' and c.relname ~ '^submission_number_[0-9]{4}$' and c.relnamespace = current_schema()::regnamespace`,
  );
  for (const { name } of sequences.rows) {
    await knex.raw(
      `insert into submission_counters (year, last_number)
       select ?, case when is_called then last_value else 0 end from ?? where is_called`,
      [Number(name.slice('submission_number_'.length)), name],
    );
    await knex.raw('drop sequence ??', [name]);
  }
  await knex.raw('drop function submission_number_claim(integer, bigint)');
  await knex.raw('drop function submission_number_next(integer)');
  await knex.raw('drop function submission_number_sequence(integer)');
}

async function totalFromSlots(knex: Knex): Promise<void> {
  await knex.raw('create table submission_total_slots (slot integer generated by default as identity primary key, total bigint not null)');
  await knex.raw('insert into submission_total_slots (total) select total from submission_total');
  await knex.raw('drop table submission_total');
  await knex.raw('create view submission_total as select true as id, coalesce(sum(total), 0)::bigint as total from submission_total_slots');
  await knex.raw(`
    create function submission_total_add(delta bigint) returns void language plpgsql as $$
    begin
      if delta = 0 then
        return;
      end if;
      update submission_total_slots set total = total + delta
      where slot = (select slot from submission_total_slots order by slot limit 1 for update skip locked);
      if not found then
        insert into submission_total_slots (total) values (delta);
      end if;
    end $$`);
  for (const [name, sign] of [
    ['insert', ''],
    ['delete', '-'],
  ]) {
    await knex.raw(`
      create or replace function submission_total_${name}() returns trigger language plpgsql as $$
      begin
        perform submission_total_add(${sign}(select count(*) from changed));
        return null;
      end $$`);
  }
  await knex.raw(`
    create or replace function submission_total_truncate() returns trigger language plpgsql as $$
    begin
      delete from submission_total_slots;
      return null;
    end $$`);
}

async function totalFromOneRow(knex: Knex): Promise<void> {
  await knex.raw('drop view submission_total');
  await knex.raw('create table submission_total (id boolean primary key default true check (id), total bigint not null)');
  await knex.raw('insert into submission_total (id, total) select true, coalesce(sum(total), 0) from submission_total_slots');
  for (const [name, sign] of [
    ['insert', '+'],
    ['delete', '-'],
  ]) {
    await knex.raw(`
      create or replace function submission_total_${name}() returns trigger language plpgsql as $$
      begin
        update submission_total set total = total ${sign} (select count(*) from changed);
        return null;
      end $$`);
  }
  await knex.raw(`
    create or replace function submission_total_truncate() returns trigger language plpgsql as $$
    begin
      update submission_total set total = 0;
      return null;
    end $$`);
  await knex.raw('drop function submission_total_add(bigint)');
  await knex.raw('drop table submission_total_slots');
}
