import type { Knex } from 'knex';

/**
 * Runs `work` (migrations, the demo seed) in one process at a time per database and schema. knex's own
 * migration lock is not enough when several instances start together on an empty database: each creates the
 * lock table and inserts its lock row, and with two rows knex reports "Migration table is already locked" to
 * every instance from then on. A PostgreSQL advisory lock is held by a transaction on its own connection and
 * is released by the server even when the process dies. The embedded database is one process: no lock.
 */
export async function oneStartupAtATime<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if ((db.client.config as Knex.Config).client !== 'pg') return work();
  let result: T;
  await db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('workbench startup ' || current_schema()))`);
    result = await work();
  });
  return result!;
}

/**
 * Heals a database left by the race above (two rows in knex's lock table, which makes every start fail with
 * "Migration table is already locked"). Two rows are never valid, so dropping all but the first is safe
 * whoever else is running. Call it while holding the startup turn.
 */
export async function dropDuplicateMigrationLocks(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('knex_migrations_lock'))) return;
  await db.raw('delete from knex_migrations_lock where index > (select min(index) from knex_migrations_lock)');
}
