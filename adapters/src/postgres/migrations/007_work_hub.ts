import type { Knex } from 'knex';

/**
 * The work hub: each person's notifications, the submissions they follow, and how far they have read each
 * conversation (one submission's messages on one channel).
 *
 * Staff already working on a submission follow it from now on: its creator and its assignee. A followed
 * conversation is unread when a message arrived after the person last read it or, never read, after they
 * started following; so the first look at the inbox after this migration is not every old message unread.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table notifications (
       id uuid primary key,
       user_id uuid not null references users(id) on delete cascade,
       kind text not null,
       submission_id uuid not null references submissions(id) on delete cascade,
       title text not null,
       details text not null,
       actor text,
       once_key text,
       created_at timestamptz not null,
       read_at timestamptz
     )`,
    `create index notifications_user_idx on notifications (user_id, created_at desc, id)`,
    `create index notifications_unread_idx on notifications (user_id) where read_at is null`,
    `create unique index notifications_once_uq on notifications (user_id, once_key) where once_key is not null`,
    `create table submission_follows (
       user_id uuid not null references users(id) on delete cascade,
       submission_id uuid not null references submissions(id) on delete cascade,
       created_at timestamptz not null,
       primary key (user_id, submission_id)
     )`,
    `create index submission_follows_submission_idx on submission_follows (submission_id)`,
    `create table conversation_reads (
       user_id uuid not null references users(id) on delete cascade,
       submission_id uuid not null references submissions(id) on delete cascade,
       channel text not null,
       read_at timestamptz not null,
       primary key (user_id, submission_id, channel)
     )`,
    `create index tasks_assignee_due_idx on tasks (assigned_to, due_date) where status <> 'Completed'`,
    `insert into submission_follows (user_id, submission_id, created_at)
       select s.created_by_id, s.id, now() from submissions s
         join users u on u.id = s.created_by_id and u.role <> 'customer'
       union
       select s.assigned_to_id, s.id, now() from submissions s
         join users u on u.id = s.assigned_to_id and u.role <> 'customer'`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of [
    'drop index if exists tasks_assignee_due_idx',
    'drop table if exists conversation_reads',
    'drop table if exists submission_follows',
    'drop table if exists notifications',
  ]) {
    await knex.raw(statement);
  }
}
