import type { Knex } from 'knex';

/**
 * A policy's `version` counts its endorsements (version 3 is the policy after its second endorsement), so
 * its edits are counted apart, in `record_version`: 1 when the policy is written and one more on every
 * edit of it (a renewal started or updated, an endorsement, a cancellation), so a writer that says which
 * record version it read is refused when someone else changed the policy since.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table policies add column record_version integer not null default 1');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table policies drop column if exists record_version');
}
