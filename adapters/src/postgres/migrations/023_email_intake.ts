import type { Knex } from 'knex';

/**
 * The e-mail intake's log: one row per mail taken, unique by Message-ID, written in the same transaction as
 * the draft or reply it became. Two processes handed the same mail both try to insert it; the second waits
 * for the first to commit and then finds it taken, so a mail is never taken twice, and a crash half-way
 * rolls the row back with the draft so the mail is taken when it comes again.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table intake_messages (
       id uuid primary key,
       seq bigint generated always as identity,
       message_id text not null,
       kind text not null default 'new' check (kind in ('new', 'reply')),
       source text not null default 'upload' check (source in ('upload', 'smtp', 'imap')),
       status text not null default 'new' check (status in ('new', 'opened', 'merged', 'discarded', 'attached')),
       submission_id uuid references submissions(id) on delete set null,
       client_id uuid references clients(id) on delete set null,
       client_match text,
       client_score double precision,
       from_address text not null default '',
       from_name text,
       subject text not null default '',
       sent_at timestamptz,
       received_at timestamptz not null,
       attachments jsonb not null default '[]',
       dropped jsonb not null default '[]',
       duplicate_of jsonb not null default '[]',
       extraction jsonb not null default '{"transactionType": null, "coverages": []}',
       decided_by text,
       decided_at timestamptz,
       discard_reason text,
       constraint intake_messages_message_id_key unique (message_id)
     )`,
    `create index intake_messages_waiting_idx on intake_messages (seq desc) where status = 'new'`,
    `create index intake_messages_submission_idx on intake_messages (submission_id)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists intake_messages');
}
