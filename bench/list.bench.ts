/**
 * Measures the submissions list on a large table: fills a throwaway database with N submissions
 * (ROWS, default 100,000) and times the default page, a filtered page and a search, each with its count.
 *   npm run bench:list                                    # PGlite in memory
 *   TEST_DATABASE_URL=postgres://... npm run bench:list
 */
import type { SubmissionListQuery } from '@workbench/core';
import { fillSubmissions } from '@workbench/adapters/testing/bulk-submissions.ts';
import { createTestDatabase } from '@workbench/adapters/testing/database.ts';

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

await main();
