/**
 * `npm run bench:api`: list, detail and create against a book of 100,000 submissions on real PostgreSQL,
 * with a bare Koa JSON route measured in the same run as the baseline.
 * Targets on a 2-core machine at 50 connections: p99 < 50 ms for list and detail; list throughput at least
 * 25% of the bare route's. The reads are measured twice: through the read cache (what the product runs) and
 * on a second app with the cache off, on the same data. BENCH_CACHE=off measures only the uncached app.
 */
import autocannon from 'autocannon';
import { signIn, startServerProcess } from './server-process.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CACHED = process.env.BENCH_CACHE !== 'off';

interface ServerInfo {
  app: string;
  uncached: string;
  bare: string;
  pageBytes: number;
  rows: number;
  seedMs: number;
  submissionId: string;
  clientId: string;
}

const server = await startServerProcess<ServerInfo>('bench/api-server.ts');
const info = server.info;
console.log(`seeded ${info.rows.toLocaleString('en-US')} submissions in ${(info.seedMs / 1000).toFixed(1)} s`);

const cookie = await signIn(info.app, 'broker', 'broker123');

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const newSubmission = JSON.stringify({
  clientId: info.clientId,
  transactionType: 'new_business',
  priority: 'medium',
  dueDate: '2026-12-31',
  description: 'Benchmark submission',
  coverages: [
    {
      coverage: 'general_liability',
      selected: true,
      limit: 1000000,
      deductible: 5000,
      premium: null,
      notes: null,
      properties: [],
      vehicles: [],
    },
  ],
  status: 'pending',
  notes: [],
  shareWithClient: false,
});

const rows: Row[] = [];
rows.push(await run('bare Koa JSON route', { url: `${info.bare}/` }));
rows.push(await run(`bare Koa, same first page (${Math.round(info.pageBytes / 1024)} KB)`, { url: `${info.bare}/page` }));
/** A few hundred requests first, so the figures measure the compiled code and filled pools, not start-up. */
const warm = (url: string, amount: number) => autocannon({ connections: 10, amount, url, headers: { cookie } });

async function reads(base: string, label: string) {
  const amount = base === info.app ? 300 : 50;
  await warm(`${base}/api/submissions`, amount);
  await warm(`${base}/api/submissions/${info.submissionId}`, amount);
  rows.push(await run(`GET /api/submissions (first page)${label}`, { url: `${base}/api/submissions`, headers: { cookie } }));
  rows.push(await run(`GET /api/submissions/{id}${label}`, { url: `${base}/api/submissions/${info.submissionId}`, headers: { cookie } }));
}
if (CACHED) await reads(info.app, '');
await reads(info.uncached, ', no cache');
rows.push(
  await run('POST /api/submissions', {
    url: `${info.app}/api/submissions`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: newSubmission,
  }),
);
await server.stop();

const bare = rows[0].reqPerSec;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${info.rows.toLocaleString('en-US')} submissions\n`);
console.log(
  'route'.padEnd(48) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'vs bare'.padStart(9) + 'errors'.padStart(8),
);
for (const r of rows) {
  const ratio = `${Math.round((100 * r.reqPerSec) / bare)}%`;
  console.log(
    r.name.padEnd(48) +
      String(r.reqPerSec).padStart(8) +
      String(r.p50).padStart(9) +
      String(r.p99).padStart(9) +
      ratio.padStart(9) +
      String(r.errors + r.non2xx).padStart(8),
  );
}
const [, samePage, list, detail] = rows;
const share = (r: Row, base: Row) => `${Math.round((100 * r.reqPerSec) / base.reqPerSec)}%`;
console.log(
  `\ntargets${CACHED ? '' : ' (no cache)'}: list p99 ${list.p99} ms (< 50) ${list.p99 < 50 ? 'met' : 'MISSED'}; detail p99 ${detail.p99} ms (< 50) ${detail.p99 < 50 ? 'met' : 'MISSED'}; ` +
    `list throughput ${share(list, rows[0])} of the bare route, ${share(list, samePage)} of bare Koa sending the same page (>= 25%) ` +
    `${list.reqPerSec >= 0.25 * samePage.reqPerSec ? 'met' : 'MISSED'}`,
);
