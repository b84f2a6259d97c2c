import type { Knex } from 'knex';

/**
 * What each location is insured for: building, contents, business interruption and other values, the
 * total insured value (tiv_computed when it is the sum of the parts rather than a stated total) and the
 * ISO code of the currency they are in. Existing locations have no values and the default currency.
 */
export async function up(knex: Knex): Promise<void> {
  const money = (column: string) => `add column ${column} numeric(16, 2) check (${column} >= 0)`;
  await knex.raw(`
    alter table submission_properties
      ${money('building_value')},
      ${money('contents_value')},
      ${money('bi_value')},
      ${money('other_value')},
      ${money('tiv')},
      add column tiv_computed boolean not null default false,
      add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table submission_properties
      drop column building_value, drop column contents_value, drop column bi_value, drop column other_value,
      drop column tiv, drop column tiv_computed, drop column currency`);
}
