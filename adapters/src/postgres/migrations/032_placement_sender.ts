import type { Knex } from 'knex';

/**
 * A package sent to a carrier keeps who sent it as an account, beside the name it was signed with: a chase
 * on a submission nobody holds goes to the broker working its placement. Sends recorded before keep only
 * the name; a removed account leaves the name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table placement_sends add column sent_by_id uuid references users(id) on delete set null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table placement_sends drop column if exists sent_by_id');
}
