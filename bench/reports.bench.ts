/**
 * Streams the submissions register of ROWS submissions (default 100,000) as xlsx and as CSV, the way the
 * server does (rows read a batch at a time, the file written as they come), and prints for each the file's
 * size, the time, the peak growth of RSS and heap over the level before it started, and the longest the
 * event loop was held (what other requests would have waited).
 *   npm run bench:reports                                    # PGlite in memory
 *   TEST_DATABASE_URL=postgres://... npm run bench:reports
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runReport, type ReportFormat, type User } from '@workbench/core';
import { PgReportDownloadLog, PgReportSource } from '@workbench/adapters/postgres/index.ts';
import { reportFile } from '@workbench/adapters/reports/index.ts';
import { fillSubmissions } from '@workbench/adapters/testing/bulk-submissions.ts';
import { createTestDatabase } from '@workbench/adapters/testing/database.ts';

const MB = 1024 * 1024;

async function measure(label: string, run: () => Promise<number>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const start = performance.now();
  const bytes = await run();
  const seconds = (performance.now() - start) / 1000;
  loop.disable();
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  peakHeap = Math.max(peakHeap, after.heapUsed);
  console.log(
    `${label.padEnd(26)} ${(bytes / MB).toFixed(1).padStart(6)} MB in ${seconds.toFixed(1).padStart(5)} s   ` +
      `peak RSS +${((peakRss - before.rss) / MB).toFixed(1)} MB, heap +${((peakHeap - before.heapUsed) / MB).toFixed(1)} MB ` +
      `(RSS ${(before.rss / MB).toFixed(0)} -> peak ${(peakRss / MB).toFixed(0)} MB)   event loop held at most ${(loop.max / 1e6).toFixed(0)} ms`,
  );
}

async function main() {
  const count = Number(process.env.ROWS ?? 100_000);
  const db = await createTestDatabase();
  try {
    const start = performance.now();
    await fillSubmissions(db.knex, count);
    console.log(`${db.kind}: ${count} submissions loaded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const [user] = await db.knex('users').select('id').limit(1);
    const staff = { id: user?.id ?? crypto.randomUUID(), role: 'broker_manager', status: 'active' } as User;
    const deps = { reports: new PgReportSource(db.knex), downloads: new PgReportDownloadLog(db.knex), clock: { now: () => new Date() } };
    // Downloads are recorded against the account; a bench has none worth keeping.
    deps.downloads.record = async () => {};
    const register = (format: ReportFormat) => async () => {
      const report = await runReport(deps)(staff, { kind: 'submissions', format, from: '2020-01-01', to: '2020-12-31' });
      let bytes = 0;
      await pipeline(
        reportFile(report, format),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
      if (report.rowCount !== count) throw new Error(`expected ${count} rows, counted ${report.rowCount}`);
      return bytes;
    };
    await measure(`register ${count} rows xlsx`, register('xlsx'));
    await measure(`register ${count} rows csv`, register('csv'));
  } finally {
    await db.cleanup();
  }
}

await main();
