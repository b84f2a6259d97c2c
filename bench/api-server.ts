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
import pg from 'pg';
import pino from 'pino';
import { PgUnitOfWork, createDatabase, migrate } from '@workbench/adapters/postgres/index.ts';
import { createApp } from '../bff/src/app.ts';
import { loadConfig } from '../bff/src/config.ts';
import { createContainer, resolveServices } from '../bff/src/container.ts';
import { argon2Hasher } from '../bff/src/password-hasher.ts';
import { seedBulkSubmissions } from './bulk-seed.ts';
import { signIn } from './server-process.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// 50 connections on the default pool of 10 would mostly measure waiting for a connection.
const POOL = Number(process.env.BENCH_POOL ?? 16);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Every connection this benchmark opens is named, so its PostgreSQL CPU is told apart from other work on the server. */
const APPLICATION_NAME = `bench_api_${process.pid}`;
const namedUrl = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}application_name=${APPLICATION_NAME}`;

const listen = (app: Koa<any>) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const schema = `bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = await createDatabase({ databaseUrl, poolMax: 1 });
await admin.raw('create schema ??', [schema]);
await admin.destroy();
const knex = await createDatabase({ databaseUrl: namedUrl, schema, poolMax: POOL });
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
const services = resolveServices(createContainer(config, db.knex, pino({ level: 'silent' })));
const appServer = await listen(createApp(services));
// The same app with the read cache off, on the same data, so the report shows what the cache buys.
const uncachedConfig = { ...config, readCache: false };
const uncachedServices = resolveServices(createContainer(uncachedConfig, db.knex, pino({ level: 'silent' })));
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

/**
 * The floors: bare Koa + `pg` on the same data, with none of the app's layers. Each runs the very statement
 * the product sent for the same request (captured below), as a named prepared statement on a pool of the
 * same size; the list and detail send what PostgreSQL returns, JSON built by PostgreSQL, as text. The insert
 * floor is one transaction inserting one submission row (the total's trigger included), the core of a create.
 */
async function productStatement(path: string, pick: (sql: string) => boolean): Promise<{ sql: string; bindings: unknown[] }> {
  const seen: Array<{ sql: string; bindings: unknown[] }> = [];
  const onQuery = (query: { sql: string; bindings?: unknown[] }) => seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', onQuery);
  try {
    await (await fetch(`${urlOf(uncachedServer)}${path}`, { headers: { cookie: benchCookie } })).arrayBuffer();
  } finally {
    knex.off('query', onQuery);
  }
  const found = seen.find((q) => pick(q.sql));
  if (!found) throw new Error(`no statement for ${path} among ${seen.map((q) => q.sql).join(' | ')}`);
  // knex's ? placeholders, numbered the way pg wants them
  let n = 0;
  const sql = /\$1\b/.test(found.sql) ? found.sql : found.sql.replace(/\?/g, () => `$${++n}`);
  return { sql, bindings: found.bindings };
}
const sample = await db.knex('submissions').select('submission_id', 'client_id').orderBy('created_at', 'desc').offset(1234).first();
const listStatement = await productStatement('/api/submissions', (sql) => /submission_total/.test(sql));
const detailStatement = await productStatement(`/api/submissions/${sample.submission_id}`, (sql) => /submission_properties/.test(sql));
const pool = new pg.Pool({ connectionString: namedUrl, max: POOL, options: `-c search_path=${schema}` });
/** A statement that already returns JSON text (a column named json) passes it through; one returning rows is wrapped in json_agg. */
async function asJsonText(statement: { sql: string; bindings: unknown[] }, many: boolean): Promise<string> {
  const { fields } = await pool.query(statement.sql, statement.bindings);
  if (fields.some((field) => field.name === 'json')) return statement.sql;
  return many
    ? `select coalesce(json_agg(r), '[]')::text as json from (${statement.sql}) as r`
    : `select row_to_json(r)::text as json from (${statement.sql}) as r`;
}
const floorList = { name: 'floor_list', text: await asJsonText(listStatement, true), values: listStatement.bindings };
const floorDetail = { name: 'floor_detail', text: await asJsonText(detailStatement, false), values: detailStatement.bindings };
const floorInsert = {
  name: 'floor_insert',
  text: `insert into submissions (id, submission_id, client_id, transaction_type, priority, status, type, channel, is_new, product,
           rating_score, rating_label, rating_factors, due_date, description, notes, coverages, share_with_client, assigned_to_id,
           created_by_id, created_at, updated_at)
         values (gen_random_uuid(), 'FLOOR-' || gen_random_uuid(), $1, 'new_business', 'medium', 'pending', 'manual', 'Broker portal',
           true, 'commercial_package', 50, 'fair', '[]', '2026-12-31', 'Floor submission', '[]', '[]', false, $2, $2, now(), now())
         returning id`,
  values: [sample.client_id, broker.id],
};
const jsonOf = (result: pg.QueryResult): string | null => {
  const value = result.rows[0]?.json;
  return value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
};
const floor = new Koa();
floor.use(async (ctx) => {
  if (ctx.path === '/backends') {
    // The benchmark's own PostgreSQL backends (the app's pools and this one), for its CPU accounting.
    const { rows } = await pool.query('select pid from pg_stat_activity where application_name = $1', [APPLICATION_NAME]);
    ctx.body = rows.map((row) => row.pid as number);
  } else if (ctx.path === '/list' || ctx.path === '/detail') {
    const json = jsonOf(await pool.query(ctx.path === '/list' ? floorList : floorDetail));
    ctx.type = 'application/json';
    ctx.body = json ?? 'null';
  } else if (ctx.method === 'POST' && ctx.path === '/insert') {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const inserted = await client.query(floorInsert);
      await client.query('commit');
      ctx.status = 201;
      ctx.body = { id: inserted.rows[0].id };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } else ctx.status = 404;
});
const floorServer = await listen(floor);

console.log(
  JSON.stringify({
    app: urlOf(appServer),
    uncached: urlOf(uncachedServer),
    bare: urlOf(bareServer),
    floor: urlOf(floorServer),
    listSql: floorList.text,
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
  floorServer.closeAllConnections();
  await pool.end();
  for (const s of [services, uncachedServices]) await s.changes.close();
  await db.cleanup().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
