import type { Knex } from 'knex';

/**
 * Accounts gain an approval status and a proven e-mail address, addresses become unique per account, and
 * one-time links (e-mail verification, portal invitations) get their table.
 *
 * Accounts that exist before this migration keep working: they are active and their address counts as
 * proven, except where several accounts share one address (compared without case). Then the oldest keeps it
 * and the others get a distinct, unproven address (`duplicate-<id>.<address>`), so none of them reaches a
 * client's data through an address another account also claims.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table users add column status text not null default 'active'`,
    `alter table users add column email_verified boolean not null default true`,
    `update users u set email = 'duplicate-' || substr(u.id::text, 1, 8) || '.' || u.email, email_verified = false
       where exists (
         select 1 from users o
          where lower(o.email) = lower(u.email) and (o.created_at, o.id::text) < (u.created_at, u.id::text)
       )`,
    `alter table users alter column email_verified set default false`,
    `create unique index users_email_lower_uq on users (lower(email))`,
    `create index users_status_idx on users (status) where status <> 'active'`,
    `create table account_tokens (
       digest text primary key,
       purpose text not null,
       email text not null,
       user_id uuid references users(id) on delete cascade,
       client_id uuid references clients(id) on delete set null,
       expires_at timestamptz not null,
       used_at timestamptz,
       created_at timestamptz not null default now()
     )`,
    `create index account_tokens_issued_idx on account_tokens (purpose, lower(email), created_at)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of [
    'drop table if exists account_tokens',
    'drop index if exists users_status_idx',
    'drop index if exists users_email_lower_uq',
    'alter table users drop column if exists email_verified',
    'alter table users drop column if exists status',
  ]) {
    await knex.raw(statement);
  }
}
