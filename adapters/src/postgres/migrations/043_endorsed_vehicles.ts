import type { Knex } from 'knex';

/**
 * An endorsement that adds or removes a vehicle keeps the vehicle it names (make, model, year, VIN, value),
 * so the policy's vehicle schedule follows its endorsements. Endorsements of other kinds, and those written
 * before, name none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table policy_endorsements add column vehicle jsonb');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table policy_endorsements drop column if exists vehicle');
}
