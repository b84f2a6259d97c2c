import type { Knex } from 'knex';

/**
 * How each person hears of their notifications by e-mail (never, each at once, or a daily digest), the kinds
 * they never want mailed, and when their last digest went, so one digest a day goes out however many
 * instances try to send it. An account without a row has the default of its role, which core decides.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table notification_preferences (
    user_id uuid primary key references users(id) on delete cascade,
    email text not null,
    muted jsonb not null default '[]',
    digest_sent_on date,
    digest_sent_at timestamptz,
    previous_digest_at timestamptz
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists notification_preferences');
}
