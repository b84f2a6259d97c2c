import type { Knex } from 'knex';

/**
 * Claims: a customer's first notice of a loss under a policy, numbered per year (CLM-YYYY-NNNN), with the
 * messages between customer and staff, photos and documents, and history of what was done.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table claim_counters (year integer primary key, last_number integer not null)`,
    `create table claims (
       id uuid primary key,
       reference text not null,
       policy_id uuid not null references policies(id),
       client_id uuid not null references clients(id),
       status text not null,
       loss_date date not null,
       location text not null,
       description text not null,
       estimated_amount numeric(14, 2),
       reported_by_id uuid references users(id) on delete set null,
       reported_by text not null,
       created_at timestamptz not null,
       updated_at timestamptz not null
     )`,
    `create unique index claims_reference_uq on claims (upper(reference))`,
    `create index claims_client_idx on claims (client_id, created_at desc)`,
    `create index claims_created_idx on claims (created_at desc, id)`,
    `create table claim_history (
       id uuid primary key,
       seq bigint generated always as identity,
       claim_id uuid not null references claims(id) on delete cascade,
       user_label text not null,
       action text not null,
       details text not null,
       date timestamptz not null
     )`,
    `create index claim_history_claim_idx on claim_history (claim_id, seq)`,
    `create table claim_messages (
       id uuid primary key,
       seq bigint generated always as identity,
       claim_id uuid not null references claims(id) on delete cascade,
       sender text not null,
       author_id uuid references users(id) on delete set null,
       content text not null,
       date timestamptz not null
     )`,
    `create index claim_messages_claim_idx on claim_messages (claim_id, seq)`,
    `create table claim_documents (
       id uuid primary key,
       claim_id uuid not null references claims(id) on delete cascade,
       filename text not null,
       mime_type text not null,
       size integer not null,
       bytes bytea not null,
       uploaded_by text not null,
       uploaded_at timestamptz not null
     )`,
    `create index claim_documents_claim_idx on claim_documents (claim_id, uploaded_at)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists claim_documents, claim_messages, claim_history, claims, claim_counters');
}
