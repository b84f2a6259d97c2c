import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKENS, type ChangeFeed } from '@workbench/core';
import { createTestDatabase, type TestDatabase } from '@workbench/adapters/testing/database.ts';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createContainer, resolveServices, withRebound } from './container.ts';

let db: TestDatabase;
const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'workbench-container-')), LOG_LEVEL: 'silent' });
const logger = pino({ level: 'silent' });
let container: ReturnType<typeof createContainer>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  // Whatever the check built before it stopped holds a listening connection: let it go.
  await container.get<ChangeFeed>(TOKENS.changes).close();
});
afterAll(async () => {
  await db?.cleanup();
});

describe('the container checked at start-up', () => {
  it('hands out every port, each built once', () => {
    container = createContainer(config, db.knex, logger);
    const services = resolveServices(container);
    expect(services.uow).toBe(resolveServices(container).uow);
    expect(services.config).toBe(config);
    expect(services.directory).toBeNull();
    services.live.close();
  });

  it('refuses to start when a port has no binding, naming its token', () => {
    container = createContainer(config, db.knex, logger);
    container.unbind(TOKENS.insights);
    expect(() => resolveServices(container)).toThrow(
      /cannot resolve InsightsQuery: No bindings found for service: "Symbol\(InsightsQuery\)"/,
    );
  });

  it('names the missing port an adapter needs when that adapter cannot be built', () => {
    container = createContainer(config, db.knex, logger);
    container.unbind(TOKENS.outbox);
    expect(() => resolveServices(container)).toThrow(/Symbol\(Outbox\)/);
  });

  it('builds the other adapters with a port a test rebinds in a child container', () => {
    container = createContainer(config, db.knex, logger);
    const now = new Date('2030-01-01T00:00:00Z');
    const services = resolveServices(withRebound(container, { clock: { now: () => now } }));
    expect(services.clock.now()).toBe(now);
    expect(resolveServices(container).clock.now()).not.toBe(now);
    services.live.close();
  });
});
