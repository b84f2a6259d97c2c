import { allRepositoryContracts } from '../testing/all.contract.ts';
import { sessionStoreContract } from '../testing/users.contract.ts';
import { InMemoryLoginAttemptStore, InMemorySessionStore, InMemoryUnitOfWork } from './in-memory-unit-of-work.ts';

allRepositoryContracts('in memory', async () => ({ uow: new InMemoryUnitOfWork(), cleanup: async () => undefined }));
sessionStoreContract('in memory', async () => ({
  sessions: new InMemorySessionStore(),
  loginAttempts: new InMemoryLoginAttemptStore(),
  cleanup: async () => undefined,
}));
