import type { Knex } from 'knex';

/**
 * A loss run a client's customer hands in from the portal waits for the broker's review: its file is kept with
 * who handed it in and when, and is not dropped as an unconfirmed reading is, until the broker confirms its
 * claims or discards it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table loss_run_files add column handed_in_by text');
  await knex.raw('alter table loss_run_files add column handed_in_at timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table loss_run_files drop column if exists handed_in_at');
  await knex.raw('alter table loss_run_files drop column if exists handed_in_by');
}
