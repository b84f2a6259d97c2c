import type { Knex } from 'knex';

/**
 * A client's loss history: the claims brokers confirmed from carriers' loss runs, one per client and claim
 * key (carrier and claim number as claimKey compares them), so a later loss run listing a claim again updates
 * it instead of adding it twice; the valuation dates of every loss run that listed it are kept beside the
 * latest. Money is in integer cents (bigint), as the reader gives it. Each claim counts its edits (version, by
 * the trigger of migration 038) and keeps a history; each confirmed loss run is kept with the terms it covers,
 * so a policy year with a loss run but no claims reads as on file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table loss_claims (
      id uuid primary key,
      client_id uuid not null references clients(id) on delete cascade,
      submission_id uuid references submissions(id) on delete set null,
      claim_key text not null,
      carrier text,
      policy_number text,
      term_start date,
      term_end date,
      line_of_business text,
      claim_number text not null,
      claimant text,
      loss_date date not null,
      report_date date,
      close_date date,
      status text not null,
      adjuster text,
      reserve bigint not null,
      paid bigint not null,
      recovered bigint not null,
      incurred bigint not null,
      description text,
      driver text,
      unit text,
      valuation_date date,
      valuation_dates jsonb not null default '[]',
      source_file jsonb,
      version integer not null default 1,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
  await knex.raw('create unique index loss_claims_client_key_uq on loss_claims (client_id, claim_key)');
  await knex.raw('create trigger loss_claims_version before update on loss_claims for each row execute function bump_record_version()');
  await knex.raw(`
    create table loss_claim_history (
      id uuid primary key,
      seq bigint generated always as identity,
      claim_id uuid not null references loss_claims(id) on delete cascade,
      user_name text not null,
      action text not null,
      details text not null,
      date timestamptz not null
    )`);
  await knex.raw('create index loss_claim_history_claim_idx on loss_claim_history (claim_id)');
  await knex.raw(`
    create table loss_runs (
      id uuid primary key,
      client_id uuid not null references clients(id) on delete cascade,
      submission_id uuid references submissions(id) on delete set null,
      source_file jsonb,
      valuation_date date,
      terms jsonb not null,
      claim_count integer not null,
      confirmed_by text not null,
      confirmed_at timestamptz not null
    )`);
  await knex.raw('create index loss_runs_client_idx on loss_runs (client_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists loss_runs');
  await knex.raw('drop table if exists loss_claim_history');
  await knex.raw('drop table if exists loss_claims');
}
