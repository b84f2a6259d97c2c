import type { Knex } from 'knex';

/**
 * Customers start conversations too, and staff are told of them:
 * - a message of a client's general thread may be about one of the client's policies (the policy page shows
 *   that part of the thread); a deleted policy leaves its messages on the thread, about nothing;
 * - a notification may point at a client's general thread, the only place a customer's general or policy
 *   message is answered from, so the check allows a fourth target.
 */
export async function up(knex: Knex): Promise<void> {
  for (const statement of [
    'alter table client_messages add column policy_id uuid references policies(id) on delete set null',
    'create index client_messages_policy_idx on client_messages (policy_id) where policy_id is not null',
    'alter table notifications add column client_id uuid references clients(id) on delete cascade',
    'alter table notifications drop constraint notifications_one_target_ck',
    `alter table notifications add constraint notifications_one_target_ck
       check (num_nonnulls(submission_id, claim_id, policy_id, client_id) = 1)`,
  ]) {
    await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of [
    'delete from notifications where client_id is not null',
    'alter table notifications drop constraint if exists notifications_one_target_ck',
    'alter table notifications drop column if exists client_id',
    `alter table notifications add constraint notifications_one_target_ck
       check (num_nonnulls(submission_id, claim_id, policy_id) = 1)`,
    'drop index if exists client_messages_policy_idx',
    'alter table client_messages drop column if exists policy_id',
  ]) {
    await knex.raw(statement);
  }
}
