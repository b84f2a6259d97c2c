import { afterAll, describe, expect, it } from 'vitest';
import { PRUNE_EVERY_WRITES, PgSessionStore } from './pg-session.store.ts';
import { allRepositoryContracts } from '../testing/all.contract.ts';
import { sessionStoreContract } from '../testing/users.contract.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';

/**
 * One database per target for this whole file (starting PGlite costs seconds); the suites write
 * disjoint data (unique names, their own years and dates), so they share it safely.
 */
function sharedDatabase(databaseUrl: string | null) {
  let db: Promise<TestDatabase> | undefined;
  afterAll(async () => (await db)?.cleanup());
  return async () => {
    db ??= createTestDatabase({ databaseUrl });
    const { uow, sessions, loginAttempts, knex } = await db;
    return { uow, sessions, loginAttempts, knex, cleanup: async () => undefined };
  };
}

const pglite = sharedDatabase(null);
allRepositoryContracts('PGlite', pglite);
sessionStoreContract('PGlite', pglite);

describe('PgSessionStore housekeeping', () => {
  it('sweeps expired sessions as sign-ins keep writing, and keeps live ones', async () => {
    const { knex } = await pglite();
    const store = new PgSessionStore(knex);
    await store.set('expired-soon', { userId: 'gone' }, 1);
    await store.set('live', { userId: 'stays' }, 60_000);
    await new Promise((r) => setTimeout(r, 20));
    for (let i = 2; i < PRUNE_EVERY_WRITES; i++) await store.set('live', { userId: 'stays' }, 60_000);
    const sids = (await knex('sessions').select('sid')).map((r: { sid: string }) => r.sid);
    expect(sids).not.toContain('expired-soon');
    expect(sids).toContain('live');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const server = sharedDatabase(serverUrl);
  allRepositoryContracts('PostgreSQL', server);
  sessionStoreContract('PostgreSQL', server);
}
