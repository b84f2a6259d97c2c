// The front door of the clients context: what other contexts of core use of it.
export { clientsReached, reachesClient } from './access.ts';
export { findSimilarClients } from './duplicates.ts';
export type { Client, NewClient } from './entities.ts';
export { NewClientSchema } from './schemas.ts';
export { createClientIn } from './usecases/create-client.ts';
