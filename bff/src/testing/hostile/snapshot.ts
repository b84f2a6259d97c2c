import type { Knex } from 'knex';

/**
 * Tables a refused request may still touch by design: the session row (renewal) and the sign-in failure
 * counter (a wrong password is a 401 that must be counted).
 */
const BOOKKEEPING = new Set(['sessions', 'login_attempts', 'knex_migrations', 'knex_migrations_lock']);

/**
 * A fingerprint of every business table in the test schema: one md5 of all rows per table, taken in a single
 * query, so a test can prove that a refused request wrote nothing (not even an update in place).
 */
export async function dataSnapshot(knex: Knex): Promise<Record<string, string>> {
  const tables = await tableNames(knex);
  const columns = tables.map(
    (t) => `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${quote(t)} r) as ${quote(t)}`,
  );
  const { rows } = (await knex.raw(`select ${columns.join(', ')}`)) as { rows: Record<string, string>[] };
  return rows[0];
}

const cache = new WeakMap<Knex, Promise<string[]>>();

function tableNames(knex: Knex): Promise<string[]> {
  let names = cache.get(knex);
  if (!names) {
    names = knex
      .raw(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      )
      .then(({ rows }: { rows: { table_name: string }[] }) => rows.map((r) => r.table_name).filter((n) => !BOOKKEEPING.has(n)));
    cache.set(knex, names);
  }
  return names;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
