import type { Knex } from 'knex';

/**
 * Conversations beyond submissions: each client's general thread with the firm (messages and their files),
 * and how far each person has read a claim's or a client's thread. A submission's conversations keep their
 * own reading marks (conversation_reads); these are keyed by the thread's kind and record id.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table client_messages (
       id uuid primary key,
       seq bigint generated always as identity,
       client_id uuid not null references clients(id) on delete cascade,
       sender text not null,
       author_id uuid references users(id) on delete set null,
       from_staff boolean not null,
       content text not null,
       date timestamptz not null
     )`,
    `create index client_messages_client_idx on client_messages (client_id, seq)`,
    `create table client_message_documents (
       id uuid primary key,
       client_id uuid not null references clients(id) on delete cascade,
       message_id uuid not null references client_messages(id) on delete cascade,
       filename text not null,
       mime_type text not null,
       size integer not null,
       bytes bytea not null,
       uploaded_by text not null,
       uploaded_at timestamptz not null
     )`,
    `create index client_message_documents_message_idx on client_message_documents (message_id)`,
    `create table thread_reads (
       user_id uuid not null references users(id) on delete cascade,
       kind text not null check (kind in ('claim', 'general')),
       thread_id uuid not null,
       read_at timestamptz not null,
       primary key (user_id, kind, thread_id)
     )`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists thread_reads, client_message_documents, client_messages');
}
