import { afterAll } from 'vitest';
import { intakeRepositoryContract } from '../testing/intake.contract.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { InMemoryUnitOfWork } from '../inmem/in-memory-unit-of-work.ts';

function database(databaseUrl: string | null) {
  let db: Promise<TestDatabase> | undefined;
  afterAll(async () => (await db)?.cleanup());
  return async () => {
    db ??= createTestDatabase({ databaseUrl });
    const { uow } = await db;
    return { uow, cleanup: async () => undefined };
  };
}

intakeRepositoryContract('in memory', async () => ({ uow: new InMemoryUnitOfWork(), cleanup: async () => undefined }));
intakeRepositoryContract('PGlite', database(null));
if (process.env.TEST_DATABASE_URL) intakeRepositoryContract('PostgreSQL', database(process.env.TEST_DATABASE_URL));
