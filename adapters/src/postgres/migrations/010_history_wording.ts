import type { Knex } from 'knex';

/**
 * History entries name what happened in sentence case ('Submission created'), as every writer does now.
 * Demo data written by earlier versions used title case ('Submission Created', 'Risk Rated', 'Status
 * Changed'), so one submission's history mixed both. Only the casing of those three names changes: who did
 * what, when, and for whom stays as it was.
 */
const RENAMED: ReadonlyArray<[string, string]> = [
  ['Submission Created', 'Submission created'],
  ['Risk Rated', 'Risk rated'],
  ['Status Changed', 'Status changed'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [from, to] of RENAMED) await knex('history').where({ action: from }).update({ action: to });
}

/** The old casing was a defect, not a choice worth restoring. */
export async function down(): Promise<void> {}
