import type { Knex } from 'knex';

/** The records people edit on screens, each counting its own changes. */
const EDITED_TABLES = ['submission_properties', 'submission_vehicles', 'quotes', 'tasks', 'clients'] as const;

/**
 * A submission counts only the changes a person makes to it: its rating, its "new" flag and its last-touched
 * time follow from work on its schedules and messages, and moving them would turn every edit of a location
 * into a conflict for whoever has the submission's own details open.
 */
const SUBMISSION_EDITED_COLUMNS = [
  'priority',
  'due_date',
  'assigned_to_id',
  'status',
  'transaction_type',
  'description',
  'share_with_client',
  'notes',
  'coverages',
  'client_id',
];

/**
 * Each edited record carries a version, 1 when written and one more on every update, whoever makes it: a
 * writer says which version it read and the write is refused when the record has moved on since. The count
 * is kept by a trigger so that no update, from any code path, can change a record without moving it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function bump_record_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$`);
  for (const table of EDITED_TABLES) {
    await knex.raw(`alter table ?? add column version integer not null default 1`, [table]);
    await knex.raw(`create trigger ?? before update on ?? for each row execute function bump_record_version()`, [
      `${table}_version`,
      table,
    ]);
  }
  const changed = SUBMISSION_EDITED_COLUMNS.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
  await knex.raw('alter table submissions add column version integer not null default 1');
  await knex.raw(`create trigger submissions_version before update on submissions for each row
    when (${changed}) execute function bump_record_version()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...EDITED_TABLES, 'submissions']) {
    await knex.raw('drop trigger if exists ?? on ??', [`${table}_version`, table]);
    await knex.raw('alter table ?? drop column if exists version', [table]);
  }
  await knex.raw('drop function if exists bump_record_version()');
}
