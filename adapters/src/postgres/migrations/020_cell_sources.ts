import type { Knex } from 'knex';

/**
 * Where each extracted cell of a schedule row came from: field -> { confidence, sheet, row, page, column,
 * text }. Rows typed by a person, and every row before this, have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table submission_properties add column sources jsonb not null default '{}'::jsonb`);
  await knex.raw(`alter table submission_vehicles add column sources jsonb not null default '{}'::jsonb`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table submission_properties drop column sources');
  await knex.raw('alter table submission_vehicles drop column sources');
}
