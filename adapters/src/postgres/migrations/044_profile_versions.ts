import type { Knex } from 'knex';

/**
 * A person's profile (name, address, company, phone) counts its edits, 1 when the account is made and one
 * more on each: a profile saved from a tab opened before another tab's save is refused rather than quietly
 * undoing it. Sign-ins, sessions and an account's status move nothing here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table users add column profile_version integer not null default 1');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop column if exists profile_version');
}
