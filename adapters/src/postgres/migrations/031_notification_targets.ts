import type { Knex } from 'knex';

/**
 * A notification is about exactly one thing: a submission (every row so far), a claim (a customer reported
 * a loss) or a policy (a certificate request on a policy no submission stands behind). Each target has its
 * own column with its own foreign key, so a deleted claim or policy takes its notifications with it as a
 * deleted submission always did; the check keeps a row from pointing at none or at two.
 */
export async function up(knex: Knex): Promise<void> {
  for (const statement of [
    'alter table notifications alter column submission_id drop not null',
    'alter table notifications add column claim_id uuid references claims(id) on delete cascade',
    'alter table notifications add column policy_id uuid references policies(id) on delete cascade',
    `alter table notifications add constraint notifications_one_target_ck
       check (num_nonnulls(submission_id, claim_id, policy_id) = 1)`,
  ]) {
    await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of [
    'delete from notifications where submission_id is null',
    'alter table notifications drop constraint if exists notifications_one_target_ck',
    'alter table notifications drop column if exists policy_id',
    'alter table notifications drop column if exists claim_id',
    'alter table notifications alter column submission_id set not null',
  ]) {
    await knex.raw(statement);
  }
}
