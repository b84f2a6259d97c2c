/**
 * The server side of `npm run bench:insights`: the real app on a fresh PostgreSQL schema holding BENCH_ROWS
 * submissions (the API bench's bulk seed), spread over the last year, with one to three carrier quotes each,
 * a 'Quote added' history entry for the first, and decision times on the decided ones, so every Insights
 * figure has rows to read. Prints one JSON line with the URL, then serves until killed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { PgUnitOfWork, createDatabase, migrate } from '@workbench/adapters/postgres/index.ts';
import { createApp } from '../bff/src/app.ts';
import { loadConfig } from '../bff/src/config.ts';
import { createContainer, resolveServices } from '../bff/src/container.ts';
import { argon2Hasher } from '../bff/src/password-hasher.ts';
import { seedBulkSubmissions } from './bulk-seed.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const schema = `bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = await createDatabase({ databaseUrl, poolMax: 1 });
await admin.raw('create schema ??', [schema]);
await admin.destroy();
const knex = await createDatabase({ databaseUrl, schema, poolMax: 10 });
await migrate(knex);
const cleanup = async () => {
  await knex.raw('drop schema if exists ?? cascade', [schema]);
  await knex.destroy();
};
const uow = new PgUnitOfWork(knex);
const broker = await uow.run((repos) =>
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
await knex('users')
  .where({ id: broker.id })
  .update({ password_hash: await argon2Hasher.hash('broker123') });

const started = performance.now();
await seedBulkSubmissions(knex, { rows: ROWS, clients: 500, userId: broker.id });
// A year of business rather than the bulk seed's last ten weeks, and decisions some days after receipt.
await knex.raw(`
  update submissions set
    created_at = now() - ((abs(hashtext(id::text)) % 365) || ' days')::interval - ((abs(hashtext(submission_id)) % 1440) || ' minutes')::interval,
    due_date = null`);
await knex.raw(`
  update submissions set
    due_date = (created_at + ((5 + abs(hashtext(submission_id)) % 20) || ' days')::interval)::date,
    decided_at = case when status in ('approved', 'rejected')
      then created_at + ((1 + abs(hashtext(id::text)) % 30) || ' days')::interval end`);
await knex.raw(`
  insert into quotes (id, submission_id, carrier, amount, status, valid_until, coverage)
  select gen_random_uuid(), s.id,
         (array['Hartford', 'Travelers', 'Chubb', 'Liberty Mutual', 'Zurich', 'CNA'])[1 + (abs(hashtext(s.id::text)) + g) % 6],
         20000 + (abs(hashtext(s.id::text || g)) % 60000),
         case when g = 1 and s.status = 'approved' then 'Approved' else (array['Pending', 'Declined', 'Expired'])[1 + g % 3] end,
         null, null
  from submissions s, generate_series(1, 1 + abs(hashtext(s.submission_id)) % 3) as g`);
await knex.raw(`
  insert into history (id, submission_id, user_id, user_name, date, action, details, audience)
  select gen_random_uuid(), s.id, null, 'Bench Broker', s.created_at + ((abs(hashtext(s.id::text)) % 240) || ' hours')::interval,
         'Quote added', 'Bench quote', 'staff'
  from submissions s`);
await knex.raw('analyze');
const seedMs = performance.now() - started;

const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDist: join(dataDir, 'no-web') };
const services = resolveServices(createContainer(config, knex, pino({ level: 'silent' })));
const server: Server = await new Promise((resolve) => {
  const s = createApp(services).listen(0, '127.0.0.1', () => resolve(s));
});
const quotes = await knex('quotes').count({ n: '*' }).first();
console.log(
  JSON.stringify({
    app: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rows: ROWS,
    quotes: Number(quotes?.n ?? 0),
    seedMs: Math.round(seedMs),
    producerId: broker.id,
    schema,
  }),
);

const stop = async () => {
  server.closeAllConnections();
  await services.changes.close();
  await cleanup().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
