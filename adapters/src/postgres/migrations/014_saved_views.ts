import type { Knex } from 'knex';

/**
 * Saved views of the submissions list (a name, the owner, whether the team sees it, the list's search
 * parameters) and the reports each person downloaded, for their workspace. Both go with the account.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table saved_views (
       id uuid primary key,
       owner_id uuid not null references users(id) on delete cascade,
       name text not null,
       shared boolean not null default false,
       search jsonb not null default '{}',
       created_at timestamptz not null,
       updated_at timestamptz not null
     )`,
    `create unique index saved_views_owner_name_uq on saved_views (owner_id, lower(name))`,
    `create index saved_views_shared_idx on saved_views (shared) where shared`,
    `create table report_downloads (
       id uuid primary key,
       seq bigint generated always as identity,
       user_id uuid not null references users(id) on delete cascade,
       kind text not null,
       format text not null,
       params jsonb not null default '{}',
       filename text not null,
       downloaded_at timestamptz not null
     )`,
    `create index report_downloads_user_idx on report_downloads (user_id, downloaded_at desc, seq desc)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists report_downloads, saved_views');
}
