import type { Knex } from 'knex';

/**
 * Learned column mappings: a column of an uploaded schedule that staff re-mapped and confirmed, remembered by
 * its normalised header (and the client, when it was known) so the next upload with that header is read the
 * same way. `field` null means the column is ignored. One mapping per kind, header and client (or firm-wide).
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table learned_mappings (
       id uuid primary key,
       kind text not null check (kind in ('property', 'vehicle')),
       header text not null,
       header_key text not null,
       field text,
       client_id uuid references clients(id) on delete cascade,
       created_by text not null,
       created_at timestamptz not null
     )`,
    `create unique index learned_mappings_uq
       on learned_mappings (kind, header_key, (coalesce(client_id, '00000000-0000-0000-0000-000000000000'::uuid)))`,
    `create index learned_mappings_created_idx on learned_mappings (created_at desc, id)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists learned_mappings');
}
