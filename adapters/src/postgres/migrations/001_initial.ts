import type { Knex } from 'knex';

/**
 * The whole schema. Plain types only, so the same SQL runs on PostgreSQL 15 and on PGlite (PostgreSQL 18);
 * ids are uuids made by the application, so no extension is needed.
 * Child rows carry a `seq` identity column: it keeps insertion order when timestamps tie.
 */
export async function up(knex: Knex): Promise<void> {
  await runStatements(
    knex,
    `
    create table users (
      id uuid primary key,
      username text not null,
      password_hash text not null,
      full_name text not null,
      email text not null,
      role text not null,
      company_name text,
      phone text,
      created_at timestamptz not null default now()
    );
    create unique index users_username_lower_uq on users (lower(username));

    create table clients (
      id uuid primary key,
      name text not null,
      contact_person text,
      email text,
      phone text,
      address text,
      industry text,
      company_size text,
      created_at timestamptz not null default now()
    );
    create index clients_name_idx on clients (name);
    create index clients_email_lower_idx on clients (lower(email));

    create table submission_counters (
      year integer primary key,
      last_number integer not null
    );

    create table submissions (
      id uuid primary key,
      submission_id text not null,
      client_id uuid not null references clients(id),
      transaction_type text,
      priority text not null,
      status text not null,
      type text not null,
      channel text not null,
      is_new boolean not null default true,
      product text not null,
      rating_score integer not null,
      rating_label text not null,
      rating_factors jsonb not null default '[]',
      due_date date,
      description text,
      notes jsonb not null default '[]',
      coverages jsonb not null default '[]',
      share_with_client boolean not null default false,
      assigned_to_id uuid references users(id),
      created_by_id uuid references users(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index submissions_submission_id_uq on submissions (submission_id);
    create index submissions_created_idx on submissions (created_at desc, id);
    create index submissions_status_created_idx on submissions (status, created_at desc, id);
    create index submissions_transaction_type_idx on submissions (transaction_type, created_at desc, id);
    create index submissions_client_idx on submissions (client_id);
    create index submissions_assigned_idx on submissions (assigned_to_id);
    create index submissions_created_by_idx on submissions (created_by_id);

    create table submission_properties (
      id uuid primary key,
      submission_id uuid not null references submissions(id) on delete cascade,
      position integer not null,
      name text,
      address text,
      city text,
      state text,
      zip_code text,
      year_built integer,
      construction_type text,
      occupancy_type text,
      square_footage double precision,
      stories integer,
      sprinklered boolean,
      ownership text,
      needs_review jsonb not null default '[]'
    );
    create index submission_properties_submission_idx on submission_properties (submission_id, position);

    create table submission_vehicles (
      id uuid primary key,
      submission_id uuid not null references submissions(id) on delete cascade,
      position integer not null,
      fleet_id text,
      make text,
      model text,
      year integer,
      vin text,
      value double precision,
      usage text,
      needs_review jsonb not null default '[]'
    );
    create index submission_vehicles_submission_idx on submission_vehicles (submission_id, position);

    create table history (
      id uuid primary key,
      seq bigint generated always as identity,
      submission_id uuid not null references submissions(id) on delete cascade,
      user_id uuid references users(id),
      user_name text not null,
      date timestamptz not null,
      action text not null,
      details text not null
    );
    create index history_submission_idx on history (submission_id, date desc);
    create index history_date_idx on history (date desc, seq desc);

    create table quotes (
      id uuid primary key,
      seq bigint generated always as identity,
      submission_id uuid not null references submissions(id) on delete cascade,
      carrier text not null,
      amount numeric(14, 2) not null,
      status text not null,
      valid_until date,
      coverage text
    );
    create index quotes_submission_idx on quotes (submission_id, seq);
    create index quotes_carrier_lower_idx on quotes (lower(carrier));

    create table tasks (
      id uuid primary key,
      seq bigint generated always as identity,
      submission_id uuid not null references submissions(id) on delete cascade,
      title text not null,
      assigned_to text,
      due_date date,
      status text not null,
      priority text not null
    );
    create index tasks_submission_idx on tasks (submission_id, seq);
    create index tasks_status_idx on tasks (status);

    create table documents (
      id uuid primary key,
      submission_id uuid references submissions(id) on delete cascade,
      filename text not null,
      mime_type text not null,
      size integer not null,
      bytes bytea not null,
      uploaded_by text not null,
      uploaded_at timestamptz not null default now()
    );
    create index documents_submission_idx on documents (submission_id, uploaded_at);

    create table messages (
      id uuid primary key,
      seq bigint generated always as identity,
      submission_id uuid not null references submissions(id) on delete cascade,
      sender text not null,
      recipient text not null,
      date timestamptz not null,
      subject text not null,
      content text not null,
      channel text not null
    );
    create index messages_submission_idx on messages (submission_id, date desc);

    create table message_attachments (
      message_id uuid not null references messages(id) on delete cascade,
      document_id uuid not null references documents(id) on delete cascade,
      position integer not null,
      primary key (message_id, document_id)
    );

    create table related_items (
      id uuid primary key,
      seq bigint generated always as identity,
      submission_id uuid not null references submissions(id) on delete cascade,
      type text not null,
      reference text not null,
      description text,
      status text not null,
      date date
    );
    create index related_items_submission_idx on related_items (submission_id, seq);

    create table policies (
      id uuid primary key,
      policy_number text not null,
      client_id uuid not null references clients(id),
      submission_id uuid references submissions(id) on delete set null,
      status text not null,
      product text not null,
      premium numeric(14, 2) not null,
      effective_date date not null,
      expiration_date date not null
    );
    create unique index policies_number_uq on policies (policy_number);
    create index policies_client_idx on policies (client_id);

    create table outbox (
      id uuid primary key,
      seq bigint generated always as identity,
      recipient text not null,
      subject text not null,
      text text not null,
      html text,
      status text not null,
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index outbox_status_idx on outbox (status, created_at, seq);

    create table sessions (
      sid text primary key,
      data jsonb not null,
      expires_at timestamptz not null
    );
    create index sessions_expires_idx on sessions (expires_at);

    create table login_attempts (
      id uuid primary key,
      key text not null,
      at timestamptz not null
    );
    create index login_attempts_key_idx on login_attempts (key, at);
  `,
  );
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(
    knex,
    `
    drop table if exists login_attempts, sessions, outbox, policies, related_items, message_attachments,
      messages, documents, tasks, quotes, history, submission_vehicles, submission_properties,
      submissions, submission_counters, clients, users cascade;
  `,
  );
}

/** PGlite's extended protocol takes one statement per query, so a script is sent statement by statement. */
async function runStatements(knex: Knex, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await knex.raw(statement.replace(/;$/, ''));
  }
}
