import type { Knex } from 'knex';

/**
 * An insurer account may belong to a carrier of the directory: it is then that carrier's underwriter and
 * works only the business marketed to it. Without one it is the firm's own underwriter. A carrier that has
 * underwriters cannot be deleted from under them: an account never silently widens to the firm's view.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users add column carrier_id uuid references carriers(id) on delete restrict');
  await knex.raw('create index users_carrier_idx on users (carrier_id) where carrier_id is not null');
  // The underwriter's desk lists one carrier's markets across the whole book.
  await knex.raw('create index placement_markets_carrier_idx on placement_markets (carrier_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists placement_markets_carrier_idx');
  await knex.raw('drop index if exists users_carrier_idx');
  await knex.raw('alter table users drop column if exists carrier_id');
}
