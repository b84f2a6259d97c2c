import type { Knex } from 'knex';

/**
 * Certificates on request and across renewals: customers' certificate requests (issued at once, or waiting
 * for a broker to issue or decline), the wording each certificate printed (so a renewal can issue it again
 * as it was), and the policy a renewal completed into.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table policies add column renewed_to_policy_id uuid references policies(id) on delete set null`,
    `create index policies_renewed_to_idx on policies (renewed_to_policy_id)`,
    // Null on certificates issued before the wording was kept: a renewal then reads the holder's entry.
    `alter table policy_certificates
       add column holder_address text,
       add column additional_insured boolean,
       add column waiver_of_subrogation boolean,
       add column wording text`,
    `create table certificate_requests (
       id uuid primary key,
       seq bigint generated always as identity,
       policy_id uuid not null references policies(id) on delete cascade,
       holder_id uuid references certificate_holders(id) on delete set null,
       holder_name text not null,
       holder_address text not null,
       additional_insured boolean not null,
       waiver_of_subrogation boolean not null,
       wording text not null,
       standard boolean not null,
       status text not null,
       requested_by text not null,
       requested_at timestamptz not null,
       decided_by text,
       decided_at timestamptz,
       decline_reason text,
       certificate_id uuid references policy_certificates(id) on delete set null,
       task_submission_id uuid,
       task_id uuid
     )`,
    `create index certificate_requests_policy_idx on certificate_requests (policy_id, seq)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists certificate_requests');
  await knex.raw(`alter table policy_certificates
    drop column if exists holder_address, drop column if exists additional_insured,
    drop column if exists waiver_of_subrogation, drop column if exists wording`);
  await knex.raw('alter table policies drop column if exists renewed_to_policy_id');
}
