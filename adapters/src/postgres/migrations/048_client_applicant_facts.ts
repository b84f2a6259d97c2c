import type { Knex } from 'knex';

/**
 * The facts about a client an application asks for beyond its contact details: employer id, legal form,
 * NAICS code, the year it started, revenue and payroll in whole dollars (bigint, so no amount is a float),
 * employee counts, its operations and website. All empty for the clients already on file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table clients
      add column fein text,
      add column entity_type text,
      add column naics_code text,
      add column year_started integer,
      add column annual_revenue bigint,
      add column annual_payroll bigint,
      add column full_time_employees integer,
      add column part_time_employees integer,
      add column operations text,
      add column website text`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table clients
      drop column if exists fein,
      drop column if exists entity_type,
      drop column if exists naics_code,
      drop column if exists year_started,
      drop column if exists annual_revenue,
      drop column if exists annual_payroll,
      drop column if exists full_time_employees,
      drop column if exists part_time_employees,
      drop column if exists operations,
      drop column if exists website`);
}
