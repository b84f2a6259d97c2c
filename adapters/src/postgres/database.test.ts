import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@workbench/core';
import { createDatabase, migrate } from './database.ts';
import { PgUnitOfWork } from './pg-unit-of-work.ts';
import { UNAVAILABLE_MESSAGE, translateDbError } from './errors.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { aClient } from '../testing/builders.ts';

const targets = databaseTargets();

describe.each(targets)('test database on %s', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 180_000);
  afterAll(() => db?.cleanup());

  it('starts migrated and empty', async () => {
    expect(await db.uow.repos.clients.list()).toEqual([]);
  });

  it('migrating twice changes nothing', async () => {
    await expect(migrate(db.knex)).resolves.toBeUndefined();
  });

  it('keeps date-only values as calendar days whatever the time zone', async () => {
    const result = await db.knex.raw(`select date '2026-03-01' as d`);
    expect(result.rows[0].d).toBe('2026-03-01');
  });
});

describe('embedded database on disk', () => {
  it('keeps its data in <dataDir>/pg across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'workbench-pg-'));
    try {
      const first = await createDatabase({ dataDir });
      await migrate(first);
      const client = await new PgUnitOfWork(first).repos.clients.create(aClient({ name: 'Persisted Co' }));
      await first.destroy();
      const second = await createDatabase({ dataDir });
      await migrate(second);
      expect((await new PgUnitOfWork(second).repos.clients.findById(client.id))?.name).toBe('Persisted Co');
      await second.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('database errors', () => {
  it('a server that refuses connections is reported as unavailable', async () => {
    const error = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
  });

  it('a closed database makes repositories fail with unavailable', async () => {
    const knex = await createDatabase({ dataDir: 'memory://' });
    await migrate(knex);
    const uow = new PgUnitOfWork(knex);
    await uow.repos.clients.create(aClient());
    await knex.destroy();
    const error = await uow.repos.clients.list().catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(UNAVAILABLE_MESSAGE);
  }, 180_000);

  it('a lost connection is an outage, but a protocol violation (a malformed statement) is a defect', () => {
    expect(translateDbError(Object.assign(new Error('terminating connection'), { code: '08006' }))).toMatchObject({ code: 'unavailable' });
    const violation = Object.assign(new Error('bind message has 70000 parameter formats but 0 parameters'), { code: '08P01' });
    expect(translateDbError(violation)).toBe(violation);
  });
});
