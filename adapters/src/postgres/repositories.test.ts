import { allRepositoryContracts } from '../testing/all.contract.ts';
import { sessionStoreContract } from '../testing/users.contract.ts';
import { createTestDatabase } from '../testing/database.ts';

// PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set (a fresh schema per suite).
allRepositoryContracts('PGlite', () => createTestDatabase({ databaseUrl: null }));
sessionStoreContract('PGlite', () => createTestDatabase({ databaseUrl: null }));

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  allRepositoryContracts('PostgreSQL', () => createTestDatabase({ databaseUrl: serverUrl }));
  sessionStoreContract('PostgreSQL', () => createTestDatabase({ databaseUrl: serverUrl }));
}
