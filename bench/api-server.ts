/**
 * The server side of `npm run bench:api`, run in its own process so the load generator does not share its
 * event loop: the real app on a fresh PostgreSQL schema seeded with BENCH_ROWS submissions, and a bare Koa
 * JSON route as the baseline. Prints one JSON line with both URLs and sample ids, then serves until killed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import pino from 'pino';
import { PgUnitOfWork, createDatabase, migrate } from '@workbench/adapters/postgres/index.ts';
import { createApp } from '../bff/src/app.ts';
import { loadConfig } from '../bff/src/config.ts';
import { compose } from '../bff/src/compose.ts';
import { argon2Hasher } from '../bff/src/password-hasher.ts';
import { seedBulkSubmissions } from './bulk-seed.ts';
import { signIn } from './server-process.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// 50 connections on the default pool of 10 would mostly measure waiting for a connection.
const POOL = Number(process.env.BENCH_POOL ?? 16);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const listen = (app: Koa<any>) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const schema = `bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = await createDatabase({ databaseUrl, poolMax: 1 });
await admin.raw('create schema ??', [schema]);
await admin.destroy();
const knex = await createDatabase({ databaseUrl, schema, poolMax: POOL });
await migrate(knex);
const db = {
  knex,
  uow: new PgUnitOfWork(knex),
  cleanup: async () => {
    await knex.raw('drop schema if exists ?? cascade', [schema]);
    await knex.destroy();
  },
};
const broker = await db.uow.run((repos) =>
  repos.users.create({
    username: 'broker',
    passwordHash: '',
    fullName: 'Bench Broker',
    email: 'broker@example.com',
    role: 'broker',
    companyName: null,
    phone: null,
  }),
);
await db
  .knex('users')
  .where({ id: broker.id })
  .update({ password_hash: await argon2Hasher.hash('broker123') });

const started = performance.now();
await seedBulkSubmissions(db.knex, { rows: ROWS, clients: 500, userId: broker.id });
const seedMs = performance.now() - started;

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDist: join(dataDir, 'no-web') };
const services = compose(config, db.knex, pino({ level: 'silent' }));
const appServer = await listen(createApp(services));
// The same app with the read cache off, on the same data, so the report shows what the cache buys.
const uncachedConfig = { ...config, readCache: false };
const uncachedServices = compose(uncachedConfig, db.knex, pino({ level: 'silent' }));
const uncachedServer = await listen(createApp(uncachedServices));

// Two baselines: a tiny JSON body, and the very bytes of the list's first page served from memory, so the
// second ratio compares the app with bare Koa sending the same payload.
const benchCookie = await signIn(urlOf(appServer), 'broker', 'broker123');
const firstPage = Buffer.from(
  await (await fetch(`${urlOf(appServer)}/api/submissions`, { headers: { cookie: benchCookie } })).arrayBuffer(),
);
const bare = new Koa();
bare.use((ctx) => {
  if (ctx.path === '/page') {
    ctx.type = 'application/json';
    ctx.body = firstPage;
  } else ctx.body = { ok: true, items: [] };
});
const bareServer = await listen(bare);

const sample = await db.knex('submissions').select('submission_id', 'client_id').orderBy('created_at', 'desc').offset(1234).first();
console.log(
  JSON.stringify({
    app: urlOf(appServer),
    uncached: urlOf(uncachedServer),
    bare: urlOf(bareServer),
    rows: ROWS,
    pageBytes: firstPage.length,
    seedMs: Math.round(seedMs),
    submissionId: sample.submission_id,
    clientId: sample.client_id,
  }),
);

const stop = async () => {
  appServer.closeAllConnections();
  uncachedServer.closeAllConnections();
  bareServer.closeAllConnections();
  for (const s of [services, uncachedServices]) await s.changes.close();
  await db.cleanup().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
