import type { Knex } from 'knex';
import type pg from 'pg';

/**
 * What a long-lived connection of its own (LISTEN, a lock held for the process's life) needs from a knex
 * instance on a PostgreSQL server: the pg.Client settings and the schema it works in. Null on PGlite.
 */
export function ownConnectionFor(db: Knex): { connection: pg.ClientConfig; scope: string } | null {
  const config = db.client.config as Knex.Config;
  // knex keeps a connection string parsed into its parts; either form is what pg.Client takes.
  const connection = config.connection;
  if (config.client !== 'pg' || !connection || typeof connection === 'function') return null;
  const searchPath = config.searchPath;
  const scope = typeof searchPath === 'string' ? searchPath : (searchPath ?? ['public']).join(',');
  return { connection: typeof connection === 'string' ? { connectionString: connection } : (connection as pg.ClientConfig), scope };
}
