import type { Knex } from 'knex';

/**
 * Accounts the firm's directory vouches for, and the record of what happened to accounts.
 *
 * An account signing in through LDAP / Active Directory or an OpenID Connect provider names that source and
 * the directory's own lasting id for the person (an LDAP entry's DN, an OIDC subject), so a renamed login
 * still finds its account and a local account of the same name is never taken over. Local accounts keep
 * both null and sign in with their password.
 *
 * account_events keeps each change made to an account (opened, role changed, approved, refused,
 * deactivated, reactivated, password reset) with who made it, for the administrator's audit trail.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table users add column auth_source text check (auth_source in ('ldap', 'oidc'))`,
    `alter table users add column external_id text`,
    `create unique index users_external_uq on users (auth_source, external_id) where external_id is not null`,
    `create table account_events (
       id uuid primary key,
       seq bigint generated always as identity,
       at timestamptz not null default now(),
       account_id uuid references users(id) on delete set null,
       account_name text not null,
       actor_id uuid references users(id) on delete set null,
       actor_name text not null,
       action text not null,
       details text
     )`,
    `create index account_events_seq_idx on account_events (seq desc)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists account_events');
  await knex.raw('drop index if exists users_external_uq');
  await knex.raw('alter table users drop column if exists external_id, drop column if exists auth_source');
}
