import type { Knex } from 'knex';

/**
 * The risk rating is staff's reading of a risk and never reaches the client, so neither does the history
 * entry that records it: demo data written by earlier versions wrote 'Risk rated' for the client too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('history').where({ action: 'Risk rated', audience: 'client' }).update({ audience: 'staff' });
}

/** Showing the client the rating was a defect, not a choice worth restoring. */
export async function down(): Promise<void> {}
