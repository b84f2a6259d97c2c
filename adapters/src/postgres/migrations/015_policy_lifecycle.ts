import type { Knex } from 'knex';

/**
 * What happens to a policy after binding: who owns it, its renewal (the decision that must be recorded
 * before expiry, and the renewal submission it started), mid-term endorsements that make new versions,
 * cancellation, the history of all of it, and certificates of insurance for the client's certificate holders.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table policies
       add column owner_id uuid references users(id) on delete set null,
       add column version integer not null default 1,
       add column renewal_status text not null default 'not_started',
       add column renewal_submission_id uuid references submissions(id) on delete set null,
       add column renewed_premium numeric(14, 2),
       add column renewal_premium_flagged boolean not null default false,
       add column renewal_decided_at timestamptz,
       add column renewal_overdue_raised_at timestamptz,
       add column cancelled_on date,
       add column cancellation_reason text,
       add column return_premium numeric(14, 2)`,
    // The broker who worked the submission a policy was bound from owns it, as far as that is known.
    `update policies p set owner_id = coalesce(s.assigned_to_id, s.created_by_id)
       from submissions s where s.id = p.submission_id`,
    `create index policies_expiration_idx on policies (expiration_date)`,
    `create table policy_history (
       id uuid primary key,
       seq bigint generated always as identity,
       policy_id uuid not null references policies(id) on delete cascade,
       user_label text not null,
       action text not null,
       details text not null,
       date timestamptz not null
     )`,
    `create index policy_history_policy_idx on policy_history (policy_id, seq)`,
    `create table policy_endorsements (
       id uuid primary key,
       seq bigint generated always as identity,
       policy_id uuid not null references policies(id) on delete cascade,
       version integer not null,
       kind text not null,
       effective_date date not null,
       description text not null,
       premium_adjustment numeric(14, 2) not null,
       recorded_by text not null,
       recorded_at timestamptz not null
     )`,
    `create index policy_endorsements_policy_idx on policy_endorsements (policy_id, seq)`,
    `create table certificate_holders (
       id uuid primary key,
       client_id uuid not null references clients(id) on delete cascade,
       name text not null,
       address text not null,
       additional_insured boolean not null,
       waiver_of_subrogation boolean not null,
       wording text not null,
       created_at timestamptz not null
     )`,
    `create index certificate_holders_client_idx on certificate_holders (client_id, name)`,
    `create table policy_certificates (
       id uuid primary key,
       seq bigint generated always as identity,
       policy_id uuid not null references policies(id) on delete cascade,
       holder_id uuid references certificate_holders(id) on delete set null,
       holder_name text not null,
       filename text not null,
       mime_type text not null,
       size integer not null,
       bytes bytea not null,
       issued_by text not null,
       issued_at timestamptz not null
     )`,
    `create index policy_certificates_policy_idx on policy_certificates (policy_id, seq)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists policy_certificates, certificate_holders, policy_endorsements, policy_history');
  await knex.raw(`alter table policies
    drop column if exists owner_id, drop column if exists version, drop column if exists renewal_status,
    drop column if exists renewal_submission_id, drop column if exists renewed_premium,
    drop column if exists renewal_premium_flagged, drop column if exists renewal_decided_at,
    drop column if exists renewal_overdue_raised_at, drop column if exists cancelled_on,
    drop column if exists cancellation_reason, drop column if exists return_premium`);
  await knex.raw('drop index if exists policies_expiration_idx');
}
