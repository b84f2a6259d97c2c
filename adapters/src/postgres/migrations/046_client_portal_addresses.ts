import type { Knex } from 'knex';

/**
 * The addresses a client was given for its portal beyond its own e-mail: merging a duplicate gives the kept
 * client the duplicate's addresses, so the customers bound by them keep reaching what moved. A client's own
 * e-mail stays in clients.email and reaches it as it always has (an edit of it moves that access along), so
 * nothing is copied here: a client reaches its customers through its own address or any of these rows.
 * Looked up by the customer's address, without case, on every portal read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table client_portal_addresses (
      client_id uuid not null references clients(id),
      email text not null,
      added_at timestamptz not null,
      reason text not null
    )`);
  await knex.raw('create unique index client_portal_addresses_client_email_uq on client_portal_addresses (client_id, lower(email))');
  await knex.raw('create index client_portal_addresses_email_lower_idx on client_portal_addresses (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists client_portal_addresses');
}
