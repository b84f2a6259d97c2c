import type { Knex } from 'knex';

/**
 * An invitation sent to an address, not for a client, keeps the name it was sent with, so the registration
 * page it opens fills in the person as well as the address. Other links keep none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table account_tokens add column name text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table account_tokens drop column if exists name');
}
