import type { Knex } from 'knex';

/**
 * How each person hears of their notifications by e-mail (never, each at once, or a daily digest), and when
 * their last digest went, so one digest a day goes out however many instances try to send it.
 * Nobody gets mail they did not ask for: an account without a row gets none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table notification_preferences (
    user_id uuid primary key references users(id) on delete cascade,
    email text not null default 'off',
    digest_sent_on date,
    digest_sent_at timestamptz,
    previous_digest_at timestamptz
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists notification_preferences');
}
