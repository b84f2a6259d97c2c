/**
 * Throwaway databases on the shared PostgreSQL server (not schemas: the bff runs in a database's public
 * schema, as an installation does, and pg_dump/pg_restore work on whole databases).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { queryOnce } from './query-once.ts';

export const SERVER_URL = process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface ScratchDatabase {
  name: string;
  /** postgres://.../name, what DATABASE_URL gets. */
  url: string;
  /** Runs one statement on a fresh connection (not the app's pool). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Drops it, disconnecting whoever is still connected. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onMaintenanceDb((client) => client.query(`create database "${name}"`));
  const url = `${SERVER_URL}/${name}`;
  return {
    name,
    url,
    query: (sql, params) => queryOnce(url, sql, params),
    drop: () => onMaintenanceDb((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

async function onMaintenanceDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
