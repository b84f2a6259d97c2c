/**
 * Measures the submissions list on a large table: fills a throwaway database with N submissions
 * (default 100,000) and times the default page, a filtered page and a search, each with its count.
 *   npx tsx adapters/src/postgres/list-benchmark.ts            # PGlite in memory
 *   TEST_DATABASE_URL=postgres://... npx tsx adapters/src/postgres/list-benchmark.ts
 */
import type { Knex } from 'knex';
import type { SubmissionListQuery } from '@workbench/core';
import { createTestDatabase } from '../testing/database.ts';

/** Bulk rows straight in SQL: the repository's one-by-one create would take minutes for 100,000. */
export async function fillSubmissions(knex: Knex, count: number, clients = 200): Promise<void> {
  await knex.raw(
    `insert into clients (id, name, email, created_at)
     select md5('client' || g)::uuid, 'Client ' || g, 'owner' || g || '@example.com', now()
     from generate_series(1, ?) g`,
    [clients],
  );
  await knex.raw(
    `insert into submissions (id, submission_id, client_id, transaction_type, priority, status, type, channel, is_new, product,
       rating_score, rating_label, due_date, share_with_client, created_at, updated_at)
     select md5('submission' || g)::uuid,
       'SUB-2020-' || lpad(g::text, 6, '0'),
       md5('client' || (1 + g % ?))::uuid,
       (array['new_business','renewal','mta'])[1 + g % 3],
       (array['none','low','medium','high','urgent'])[1 + g % 5],
       (array['pending','in_progress','in_review','approved','rejected'])[1 + g % 5],
       case when g % 2 = 0 then 'manual' else 'email' end, 'Broker Portal', g % 4 = 0,
       (array['commercial_package','commercial_auto','commercial_property'])[1 + g % 3],
       g % 100, (array['excellent','good','fair','poor'])[1 + g % 4],
       date '2026-01-01' + (g % 365), g % 7 = 0,
       timestamptz '2020-01-01' + (g || ' minutes')::interval, now()
     from generate_series(1, ?) g`,
    [clients, count],
  );
  await knex.raw('analyze');
}

async function time<T>(label: string, runs: number, fn: () => Promise<T>): Promise<number> {
  await fn(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`${label.padEnd(44)} median ${median.toFixed(1)} ms  max ${samples[samples.length - 1].toFixed(1)} ms`);
  return median;
}

async function main() {
  const count = Number(process.env.ROWS ?? 100_000);
  const db = await createTestDatabase();
  try {
    const start = performance.now();
    await fillSubmissions(db.knex, count);
    console.log(`${db.kind}: ${count} submissions loaded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const list = (q: SubmissionListQuery) => () => db.uow.repos.submissions.list(q);
    await time('default page (50, newest first) + count', 20, list({}));
    await time('page 100 (offset 5000)', 20, list({ offset: 5000 }));
    await time('status=pending + count', 20, list({ status: 'pending' }));
    await time('status + transactionType (dashboard)', 20, list({ status: 'in_review', transactionType: 'renewal' }));
    await time('customer scope (client email, shared)', 20, list({ customerEmail: 'owner7@example.com' }));
    await time('search q="client 42"', 10, list({ q: 'client 42' }));
  } finally {
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
