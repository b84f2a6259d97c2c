import { InMemoryLearnedMappingStore } from '../inmem/in-memory-learned-mapping.store.ts';
import { aClient } from '../testing/builders.ts';
import { createTestDatabase } from '../testing/database.ts';
import { learnedMappingsContract } from '../testing/learned-mappings.contract.ts';
import { guarded } from './errors.ts';
import { PgLearnedMappingStore } from './pg-learned-mapping.store.ts';

learnedMappingsContract('PostgreSQL or PGlite', async () => {
  const db = await createTestDatabase();
  const client = await db.uow.run((repos) => repos.clients.create(aClient()));
  return { store: guarded(new PgLearnedMappingStore(db.knex)), client: { id: client.id, name: client.name }, cleanup: () => db.cleanup() };
});

learnedMappingsContract('in memory', async () => {
  const client = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Acme Holdings' };
  return {
    store: new InMemoryLearnedMappingStore((id) => (id === client.id ? client.name : null)),
    client,
    cleanup: async () => undefined,
  };
});
