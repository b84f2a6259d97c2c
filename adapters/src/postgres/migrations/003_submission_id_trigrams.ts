import type { Knex } from 'knex';

/**
 * A trigram index on the SUB-id, so the list's search (a substring anywhere in the id) does not read every
 * submission. Only where pg_trgm can be installed: the schema stays the same without it (PGlite loads no
 * extension here), and search is then correct, only slower. The extension goes into `public` once per
 * database, whatever schema this migration runs in, so dropping one schema never takes it away from another.
 */
export async function up(knex: Knex): Promise<void> {
  const schema = await trigramSchema(knex);
  if (!schema) return;
  await knex.raw(`create index submissions_submission_id_trgm_idx on submissions using gin (lower(submission_id) ??.gin_trgm_ops)`, [
    schema,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists submissions_submission_id_trgm_idx');
}

/** The schema pg_trgm lives in, installing it when it is available; null when it cannot be had. */
async function trigramSchema(knex: Knex): Promise<string | null> {
  const installed = async () => {
    const { rows } = await knex.raw(
      `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
    );
    return (rows[0]?.schema as string | undefined) ?? null;
  };
  const existing = await installed();
  if (existing) return existing;
  const { rows } = await knex.raw(`select 1 from pg_available_extensions where name = 'pg_trgm'`);
  if (rows.length === 0) return null;
  try {
    // A savepoint: a refusal (no privilege, or another migration installing it at the same moment) must
    // not abort the migration's transaction.
    await knex.transaction((trx) => trx.raw('create extension if not exists pg_trgm with schema public'));
  } catch {
    // Whoever raced us may have installed it; otherwise search simply runs without the index.
  }
  return installed();
}
