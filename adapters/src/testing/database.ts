import type { Knex } from 'knex';
import type { LoginAttemptStore, SessionStore, UnitOfWork } from '@workbench/core';
import { createDatabase, migrate } from '../postgres/database.ts';
import { PgUnitOfWork } from '../postgres/pg-unit-of-work.ts';
import { PgLoginAttemptStore, PgSessionStore } from '../postgres/pg-session.store.ts';

export interface TestDatabase {
  knex: Knex;
  uow: UnitOfWork;
  sessions: SessionStore;
  loginAttempts: LoginAttemptStore;
  /** 'postgres' when TEST_DATABASE_URL points at a server, else 'pglite'. */
  kind: 'postgres' | 'pglite';
  /** Drops the schema (server) or closes the embedded database. */
  cleanup: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** Defaults to process.env.TEST_DATABASE_URL; pass null to force PGlite. */
  databaseUrl?: string | null;
}

/**
 * A migrated, empty database owned by the caller: a fresh schema `t_<random>` on TEST_DATABASE_URL
 * when it is set, else an in-memory PGlite. Call `cleanup` in afterAll. Under vitest the run's global
 * setup (database-setup.ts) has already chosen the server: it sets TEST_DATABASE_URL to a container it
 * started when Docker answered, and printed the choice.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const databaseUrl = options.databaseUrl === undefined ? process.env.TEST_DATABASE_URL : (options.databaseUrl ?? undefined);
  if (!databaseUrl) {
    const knex = await createDatabase({ dataDir: 'memory://' });
    await migrate(knex);
    return assemble(knex, 'pglite', () => knex.destroy());
  }
  const schema = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = await createDatabase({ databaseUrl, poolMax: 1 });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  const knex = await createDatabase({ databaseUrl, schema, poolMax: 4 });
  await migrate(knex);
  return assemble(knex, 'postgres', async () => {
    await knex.raw('drop schema if exists ?? cascade', [schema]);
    // The job queue's tables, beside the schema (see jobSchemaFor).
    await knex.raw('drop schema if exists ?? cascade', [`${schema}_jobs`]);
    await knex.destroy();
  });
}

function assemble(knex: Knex, kind: TestDatabase['kind'], cleanup: () => Promise<void>): TestDatabase {
  return {
    knex,
    uow: new PgUnitOfWork(knex),
    sessions: new PgSessionStore(knex),
    loginAttempts: new PgLoginAttemptStore(knex),
    kind,
    cleanup,
  };
}

/**
 * What a suite runs on with describe.each: PGlite always, and the PostgreSQL server of TEST_DATABASE_URL
 * when there is one; each pair is a name for the title and the databaseUrl to pass to createTestDatabase.
 */
export function databaseTargets(): Array<[string, string | null]> {
  const targets: Array<[string, string | null]> = [['PGlite', null]];
  if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
  return targets;
}

/** Same as createTestDatabase, named for what most tests want from it. */
export const createTestUnitOfWork = createTestDatabase;
