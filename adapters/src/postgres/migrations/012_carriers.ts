import type { Knex } from 'knex';

/**
 * Carriers become a directory of their own: appetite notes per product, contacts, an active flag and a
 * history. Every quote is linked to its carrier: existing ones to one carrier per distinct name (trimmed,
 * without case; spelled as most of its quotes spell it). The quote keeps its carrier name as the display
 * name, which reports and insights read.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table carriers (
       id uuid primary key,
       name text not null,
       active boolean not null default true,
       created_at timestamptz not null,
       updated_at timestamptz not null
     )`,
    `create unique index carriers_name_uq on carriers (lower(name))`,
    `create table carrier_appetite (
       id uuid primary key,
       seq bigint generated always as identity,
       carrier_id uuid not null references carriers(id) on delete cascade,
       product text,
       note text not null
     )`,
    `create index carrier_appetite_carrier_idx on carrier_appetite (carrier_id, seq)`,
    `create table carrier_contacts (
       id uuid primary key,
       seq bigint generated always as identity,
       carrier_id uuid not null references carriers(id) on delete cascade,
       name text not null,
       email text,
       phone text,
       role text
     )`,
    `create index carrier_contacts_carrier_idx on carrier_contacts (carrier_id, seq)`,
    `create table carrier_history (
       id uuid primary key,
       seq bigint generated always as identity,
       carrier_id uuid not null references carriers(id) on delete cascade,
       user_label text not null,
       action text not null,
       details text not null,
       date timestamptz not null
     )`,
    `create index carrier_history_carrier_idx on carrier_history (carrier_id, seq)`,
    `alter table quotes add column carrier_id uuid references carriers(id)`,
    `create index quotes_carrier_id_idx on quotes (carrier_id, seq)`,
    `insert into carriers (id, name, active, created_at, updated_at)
       select gen_random_uuid(), mode() within group (order by btrim(carrier)), true, now(), now()
       from quotes
       where btrim(carrier) <> ''
       group by lower(btrim(carrier))`,
    `update quotes set carrier_id = carriers.id
       from carriers
       where lower(carriers.name) = lower(btrim(quotes.carrier))`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table quotes drop column if exists carrier_id');
  await knex.raw('drop table if exists carrier_history, carrier_contacts, carrier_appetite, carriers');
}
