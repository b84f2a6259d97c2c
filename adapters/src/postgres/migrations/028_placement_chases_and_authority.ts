import type { Knex } from 'knex';

/**
 * Chasing carriers and binding authority per person.
 *
 * A market may carry a "chase by" date: when the carrier is still asked on that day, one task goes to the
 * submission's broker. chase_raised_for keeps the date a task was raised for, so a second sweep (or a
 * second instance) raises none for the same date, and chase_task_id names it so an answer closes it.
 *
 * A staff account may carry its own bind authority limit, set by an administrator; without one the firm's
 * default applies.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table placement_markets
       add column chase_by date,
       add column chase_raised_for date,
       add column chase_task_id uuid`,
    `create index placement_markets_chase_idx on placement_markets (chase_by) where status = 'asked' and chase_by is not null`,
    `alter table users add column bind_authority_limit numeric(14, 2)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop column if exists bind_authority_limit');
  await knex.raw('drop index if exists placement_markets_chase_idx');
  await knex.raw(
    'alter table placement_markets drop column if exists chase_by, drop column if exists chase_raised_for, drop column if exists chase_task_id',
  );
}
