import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createDatabase } from '@workbench/adapters/postgres/index.ts';
import type { Knex } from 'knex';
import pino from 'pino';
import { createApp } from '../app.ts';
import { createContainer, resolveServices } from '../container.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second bff process on the same PostgreSQL database and schema as `app`, with its own pool, caches,
 * change feed and live streams, as another instance behind the load balancer would be.
 */
export async function secondInstance(app: TestApp): Promise<{ url: string; close: () => Promise<void> }> {
  const config = app.db.knex.client.config as Knex.Config;
  const db = await createDatabase({ databaseUrl: config.connection as string, schema: (config.searchPath as string[])[0] });
  const services = resolveServices(createContainer(app.config, db, pino({ level: 'silent' })));
  const server: Server = await new Promise((resolve) => {
    const s = createApp(services).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      services.live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.changes.close();
      await db.destroy();
    },
  };
}
