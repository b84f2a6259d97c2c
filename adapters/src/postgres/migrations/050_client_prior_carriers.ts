import type { Knex } from 'knex';

/**
 * The insurance a client held before, as an application's prior-carrier section asks for it: a list per
 * client (line, carrier, policy number, term, premium in whole dollars), replaced whole by an edit over the
 * client's version. Empty for the clients already on file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table clients add column prior_carriers jsonb not null default '[]'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table clients drop column if exists prior_carriers');
}
