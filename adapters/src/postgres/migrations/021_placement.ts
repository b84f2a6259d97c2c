import type { Knex } from 'knex';

/**
 * Placing a risk: the carriers a submission is taken to (markets) with their answers, the packages sent to
 * them, the client's proposals and the binding that created a policy. A quote keeps one home, the quotes
 * row: it gains a link to its market and the placing terms (taxes, fees, commission, limits and
 * deductibles, subjectivities). Existing quotes stay as they are and are gathered into one market per
 * submission and carrier, quoted unless all its quotes were declined or expired. The outbox keeps mail
 * attachments, for the packages.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table placement_markets (
       id uuid primary key,
       seq bigint generated always as identity,
       submission_id uuid not null references submissions(id) on delete cascade,
       carrier_id uuid not null references carriers(id),
       status text not null,
       decline_reason text,
       created_at timestamptz not null,
       updated_at timestamptz not null
     )`,
    `create unique index placement_markets_carrier_uq on placement_markets (submission_id, carrier_id)`,
    `alter table quotes
       add column market_id uuid references placement_markets(id) on delete set null,
       add column taxes numeric(14, 2),
       add column fees numeric(14, 2),
       add column commission_rate numeric(5, 2),
       add column terms jsonb,
       add column subjectivities jsonb`,
    `create index quotes_market_idx on quotes (market_id, seq)`,
    `create table placement_sends (
       id uuid primary key,
       seq bigint generated always as identity,
       market_id uuid not null references placement_markets(id) on delete cascade,
       recipient text not null,
       subject text not null,
       cover_note text not null,
       documents jsonb not null,
       sent_by text not null,
       sent_at timestamptz not null
     )`,
    `create index placement_sends_market_idx on placement_sends (market_id, seq)`,
    `create table placement_proposals (
       id uuid primary key,
       seq bigint generated always as identity,
       submission_id uuid not null references submissions(id) on delete cascade,
       status text not null,
       message text,
       options jsonb not null,
       document_id uuid references documents(id) on delete set null,
       chosen_quote_id uuid,
       chosen_by text,
       chosen_at timestamptz,
       created_by text not null,
       created_at timestamptz not null
     )`,
    `create index placement_proposals_submission_idx on placement_proposals (submission_id, seq)`,
    `create table placement_bindings (
       submission_id uuid primary key references submissions(id) on delete cascade,
       policy_id uuid not null references policies(id) on delete cascade,
       policy_number text not null,
       quote_id uuid not null,
       carrier_id uuid not null references carriers(id),
       carrier text not null,
       coverages jsonb not null,
       schedule jsonb not null,
       bound_by text not null,
       bound_at timestamptz not null
     )`,
    `alter table outbox add column attachments jsonb`,
    `insert into placement_markets (id, submission_id, carrier_id, status, created_at, updated_at)
       select gen_random_uuid(), submission_id, carrier_id,
              case when bool_and(lower(btrim(status)) = 'declined') then 'declined'
                   when bool_and(lower(btrim(status)) = 'expired') then 'expired'
                   else 'quoted' end,
              now(), now()
       from quotes
       where carrier_id is not null
       group by submission_id, carrier_id`,
    `update quotes set market_id = m.id
       from placement_markets m
       where m.submission_id = quotes.submission_id and m.carrier_id = quotes.carrier_id`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table outbox drop column if exists attachments');
  await knex.raw(
    'alter table quotes drop column if exists market_id, drop column if exists taxes, drop column if exists fees, drop column if exists commission_rate, drop column if exists terms, drop column if exists subjectivities',
  );
  await knex.raw('drop table if exists placement_bindings, placement_proposals, placement_sends, placement_markets');
}
