/**
 * The server side of `npm run bench:load`, in its own process: the product as `npm start` runs it
 * (bff/src/server.ts: migrations, demo data, default pool) on a database dropped and created afresh for each
 * run, plus a book of LOAD_ROWS submissions and the accounts the simulated users sign in with.
 * Prints one JSON line when ready; on SIGTERM stops the app and prints the process warnings it saw.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import type { Role } from '@workbench/core';
import { PgUnitOfWork, createDatabase } from '@workbench/adapters/postgres/index.ts';
import { CUSTOMER_EMAIL } from '@workbench/adapters/seed/index.ts';
import { loadConfig } from '../bff/src/config.ts';
import { argon2Hasher } from '../bff/src/password-hasher.ts';
import { startServer } from '../bff/src/server.ts';
import { seedBulkSubmissions } from './bulk-seed.ts';

export interface LoadServerInfo {
  url: string;
  databaseUrl: string;
  rows: number;
  seedMs: number;
  password: string;
  staff: string[];
  customers: string[];
  /** Clients new submissions are created for. */
  clientIds: string[];
}

const ROWS = Number(process.env.LOAD_ROWS ?? 100_000);
const STAFF_ACCOUNTS = Number(process.env.LOAD_STAFF_ACCOUNTS ?? 30);
const CUSTOMER_ACCOUNTS = Number(process.env.LOAD_CUSTOMER_ACCOUNTS ?? 20);
const BULK_CLIENTS = 500;
const PASSWORD = 'load-password-1';
const STAFF_ROLES: Role[] = ['broker', 'broker_manager', 'insurer'];
// Shared databases other people's tests and the server itself depend on.
const PROTECTED_DATABASES = new Set(['postgres', 'template0', 'template1', 'test']);

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/workbench_load';

/** Drops and creates the database named in `url`, through the server's maintenance database. */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || PROTECTED_DATABASES.has(name)) throw new Error(`refusing to drop and recreate the database "${name}": name a dedicated one`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = await createDatabase({ databaseUrl: maintenance.toString(), poolMax: 1 });
  try {
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
}

const warnings = new Map<string, number>();
process.on('warning', (warning) => {
  const key = `${warning.name}: ${warning.message}`;
  warnings.set(key, (warnings.get(key) ?? 0) + 1);
});

await recreateDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'workbench-load-'));
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web'),
  LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'error',
  // READ_CACHE=off: every list and detail is read from the database (bench:load runs both ways).
  ...(process.env.READ_CACHE ? { READ_CACHE: process.env.READ_CACHE } : {}),
});
// Logs go to stderr: stdout carries the JSON lines the load generator reads.
const running = await startServer(config, pino({ level: config.logLevel }, pino.destination(2)));

const started = performance.now();
const db = await createDatabase({ databaseUrl, poolMax: 2 });
const uow = new PgUnitOfWork(db);
const passwordHash = await argon2Hasher.hash(PASSWORD);
const broker = await db('users').where({ username: 'broker' }).first();
await seedBulkSubmissions(db, { rows: ROWS, clients: BULK_CLIENTS, userId: broker.id });

const newUser = (username: string, role: Role, email: string, fullName: string) =>
  uow.run((repos) => repos.users.create({ username, passwordHash, fullName, email, role, companyName: null, phone: null }));
const staff: string[] = [];
for (let i = 1; i <= STAFF_ACCOUNTS; i++) {
  const role = STAFF_ROLES[i % STAFF_ROLES.length];
  staff.push((await newUser(`load-staff-${i}`, role, `load-staff-${i}@northstarbrokers.com`, `Load Staff ${i}`)).username);
}
// Bulk clients with shared submissions: each customer sees one client's. The demo customer's client is left
// out, since its account already holds that email and an email names one account.
const sharing: Array<{ email: string }> = await db('clients as c')
  .distinct('c.email')
  .whereExists((q) => q.select(db.raw('1')).from('submissions as s').whereRaw('s.client_id = c.id and s.share_with_client'))
  .andWhereNot('c.email', CUSTOMER_EMAIL)
  .orderBy('c.email')
  .limit(CUSTOMER_ACCOUNTS);
const customers: string[] = [];
for (const [i, email] of sharing.map((c) => c.email).entries()) {
  customers.push((await newUser(`load-customer-${i}`, 'customer', email, `Load Customer ${i}`)).username);
}
const clientIds = (await db('clients').select('id').orderBy('name').limit(50)).map((row: { id: string }) => row.id);
await db.destroy();
const seedMs = performance.now() - started;

const info: LoadServerInfo = {
  url: running.url.replace('localhost', '127.0.0.1'),
  databaseUrl,
  rows: ROWS,
  seedMs: Math.round(seedMs),
  password: PASSWORD,
  staff,
  customers,
  clientIds,
};
console.log(JSON.stringify(info));
// How long requests waited for the server's single thread, told apart from waiting for the database.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
// Time from the request reaching the server to the last byte handed to the socket: set against what the
// simulated people measured, it tells the server's share of a slow answer from the load generator's.
const handling = createHistogram();
running.server.on('request', (_req, res) => {
  const started = process.hrtime.bigint();
  res.once('finish', () => handling.record(process.hrtime.bigint() - started || 1n));
});

process.once('SIGTERM', async () => {
  await running.stop().catch(() => {});
  loopDelay.disable();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const eventLoopDelayMs = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
  const handlingMs = { p50: ms(handling.percentile(50)), p99: ms(handling.percentile(99)), max: ms(handling.max) };
  const cpuSeconds = process.cpuUsage().user / 1e6;
  console.log(JSON.stringify({ warnings: Object.fromEntries(warnings), eventLoopDelayMs, handlingMs, cpuSeconds }));
  process.exit(0);
});
