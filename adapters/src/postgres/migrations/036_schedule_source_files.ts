import type { Knex } from 'knex';

/**
 * The file each schedule row was read from: { filename, digest }, the digest a SHA-256 of its bytes, so
 * reading the same file again replaces its rows. Rows typed by a person, and every row before this, have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table submission_properties add column source_file jsonb');
  await knex.raw('alter table submission_vehicles add column source_file jsonb');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table submission_properties drop column if exists source_file');
  await knex.raw('alter table submission_vehicles drop column if exists source_file');
}
