import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@workbench/adapters/postgres/index.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database of its own: the start migrates and seeds an empty one, as an operator's first start does. */
const databaseName = `t_start_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
const urlOf = (name: string) => {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};
const dataDir = mkdtempSync(join(tmpdir(), 'workbench-warnings-'));

describe.skipIf(!serverUrl)('starting the product on a PostgreSQL server', () => {
  beforeAll(async () => {
    const admin = await createDatabase({ databaseUrl: serverUrl!, poolMax: 1 });
    await admin.raw('create database ??', [databaseName]);
    await admin.destroy();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const admin = await createDatabase({ databaseUrl: serverUrl!, poolMax: 1 });
    await admin.raw('drop database if exists ?? with (force)', [databaseName]);
    await admin.destroy();
    // Dropping a database the start filled waits on the server's checkpoint, long on a busy machine.
  }, 180_000);

  it('migrates, seeds the demo data and starts the job queue without a deprecation warning from the database driver', async () => {
    // Node reports a deprecation only when deprecations are on; with them off this test would prove nothing.
    expect(process.noDeprecation).toBeFalsy();
    const warnings: Error[] = [];
    const listen = (warning: Error) => void warnings.push(warning);
    process.on('warning', listen);
    try {
      const config = {
        ...loadConfig({ DATABASE_URL: urlOf(databaseName), DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
        webDist: join(dataDir, 'none'),
      };
      const server = await startServer(config, pino({ level: 'silent' }));
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ username: 'broker', password: 'broker123' }),
      });
      expect(login.status).toBe(200);
      await server.stop();
      // A warning is emitted on the next tick of the call that caused it.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((w) => w.name === 'DeprecationWarning').map((w) => w.message)).toEqual([]);
  }, 120_000);
});
