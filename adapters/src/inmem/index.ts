export { InMemoryUnitOfWork, InMemorySessionStore, InMemoryLoginAttemptStore } from './in-memory-unit-of-work.ts';
export * from './in-memory-repositories.ts';
