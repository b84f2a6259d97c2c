import type { Knex } from 'knex';

/**
 * The files loss runs are read from, kept per client and digest (a SHA-256 of the bytes), so the same file read
 * again is stored once. A file is kept from its reading for the broker's confirmation, which links the loss
 * run to it (file_id); one no loss run links is dropped a day after it was last read. Each loss run also
 * names the carriers its claims came from; those confirmed before name the carriers of the claims read from
 * their file, and link no file, as their bytes were never kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table loss_run_files (
      id uuid primary key,
      client_id uuid not null references clients(id) on delete cascade,
      digest text not null,
      filename text not null,
      mime_type text not null,
      size integer not null,
      bytes bytea not null,
      read_at timestamptz not null
    )`);
  await knex.raw('create unique index loss_run_files_client_digest_uq on loss_run_files (client_id, digest)');
  await knex.raw('create index loss_run_files_read_at_idx on loss_run_files (read_at)');
  await knex.raw('alter table loss_runs add column file_id uuid references loss_run_files(id)');
  await knex.raw('create index loss_runs_file_idx on loss_runs (file_id)');
  await knex.raw(`alter table loss_runs add column carriers jsonb not null default '[]'`);
  await knex.raw(`
    update loss_runs r set carriers = coalesce(
      (select jsonb_agg(distinct c.carrier order by c.carrier) from loss_claims c
        where c.client_id = r.client_id and c.carrier is not null and c.source_file->>'digest' = r.source_file->>'digest'),
      '[]')
    where r.source_file is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table loss_runs drop column if exists carriers');
  await knex.raw('alter table loss_runs drop column if exists file_id');
  await knex.raw('drop table if exists loss_run_files');
}
