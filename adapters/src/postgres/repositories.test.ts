import { afterAll } from 'vitest';
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
    const { uow, sessions, loginAttempts } = await db;
    return { uow, sessions, loginAttempts, cleanup: async () => undefined };
  };
}

const pglite = sharedDatabase(null);
allRepositoryContracts('PGlite', pglite);
sessionStoreContract('PGlite', pglite);

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const server = sharedDatabase(serverUrl);
  allRepositoryContracts('PostgreSQL', server);
  sessionStoreContract('PostgreSQL', server);
}
