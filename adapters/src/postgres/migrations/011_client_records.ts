import type { Knex } from 'knex';

/**
 * The client page: the people to reach at a client, what staff changed on it (who, when, what), and a
 * duplicate client folded into the one kept (marked, not deleted, so links to it still lead somewhere).
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table clients add column merged_into_id uuid references clients(id)`,
    `alter table clients add column merged_at timestamptz`,
    `create index clients_industry_lower_idx on clients (lower(industry)) where merged_into_id is null`,
    `create table client_contacts (
       id uuid primary key,
       client_id uuid not null references clients(id) on delete cascade,
       name text not null,
       role text,
       email text,
       phone text,
       created_at timestamptz not null
     )`,
    `create index client_contacts_client_idx on client_contacts (client_id)`,
    `create table client_history (
       id uuid primary key,
       seq bigint generated always as identity,
       client_id uuid not null references clients(id) on delete cascade,
       user_id uuid references users(id) on delete set null,
       user_name text not null,
       action text not null,
       details text not null,
       date timestamptz not null
     )`,
    `create index client_history_client_idx on client_history (client_id, date desc, seq desc)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of [
    'drop table if exists client_history',
    'drop table if exists client_contacts',
    'drop index if exists clients_industry_lower_idx',
    'alter table clients drop column if exists merged_at',
    'alter table clients drop column if exists merged_into_id',
  ]) {
    await knex.raw(statement);
  }
}
