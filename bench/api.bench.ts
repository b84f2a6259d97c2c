/**
 * `npm run bench:api`: list, detail and create against a book of 100,000 submissions on real PostgreSQL.
 * Measured in the same run as the product rows:
 * - two baselines: a bare Koa JSON route, and bare Koa sending the list's first page from memory;
 * - the floors, what the database alone allows: bare Koa + `pg` running the product's own list (and detail)
 *   statement with PostgreSQL building the JSON, and a bare insert transaction. Each product row shows its
 *   ratio to its floor.
 * The reads are measured with the read cache off first (every request goes to PostgreSQL), then through
 * the cache (what the product runs). Every row says how much server and PostgreSQL CPU a request cost.
 * Targets on a 2-core machine at 50 connections, cache off: list >= 10% of bare Koa sending the same page
 * (and about 90% of its floor), detail >= 15%, both p99 < 100 ms. BENCH_CACHE=off skips the cached rows.
 */
import autocannon from 'autocannon';
import { cpuBetween, describeCpu, sampleCpu } from './cpu-accounting.ts';
import { signIn, startServerProcess } from './server-process.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CACHED = process.env.BENCH_CACHE !== 'off';

interface ServerInfo {
  app: string;
  uncached: string;
  bare: string;
  floor: string;
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

type Floor = 'list' | 'detail' | 'insert';
interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Core-milliseconds per request. */
  serverMs: number;
  postgresMs: number;
  floor?: Floor;
}

const rows: Row[] = [];
const cpuNotes: string[] = [];

/** The benchmark's own PostgreSQL backends: the server names its connections. */
const backends = async (): Promise<number[]> => (await fetch(`${info.floor}/backends`)).json() as Promise<number[]>;

async function run(name: string, options: autocannon.Options, floor?: Floor): Promise<Row> {
  const before = sampleCpu(server.pid, await backends());
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const cpu = cpuBetween(before, sampleCpu(server.pid, await backends()));
  const requests = Math.max(1, result.requests.total);
  const row: Row = {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverMs: (1000 * cpu.server * cpu.seconds) / requests,
    postgresMs: (1000 * cpu.postgres * cpu.seconds) / requests,
    floor,
  };
  cpuNotes.push(`${name}: ${describeCpu(cpu)}`);
  rows.push(row);
  return row;
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

/**
 * Every route is warmed before any is measured, in turns, until the server's code has settled: the app's
 * code is only compiled at its best after some tens of thousands of requests, and Node's own HTTP and stream
 * code, shared by every route in this one process, is compiled again each time a route with other shapes
 * starts. Measured after a few hundred requests, a route measured later paid for that and one measured
 * first did not.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const WARM_TURNS = Number(process.env.BENCH_WARM_TURNS ?? 2);
const warm = (url: string, headers: Record<string, string> = { cookie }) =>
  autocannon({ connections: CONNECTIONS, duration: WARM_SECONDS, url, headers });
const readRoutes = [
  `${info.floor}/list`,
  `${info.floor}/detail`,
  `${info.uncached}/api/submissions`,
  `${info.uncached}/api/submissions/${info.submissionId}`,
  ...(CACHED ? [`${info.app}/api/submissions`, `${info.app}/api/submissions/${info.submissionId}`] : []),
];
for (let turn = 0; turn < WARM_TURNS; turn++) for (const url of readRoutes) await warm(url);

const bare = await run('bare Koa JSON route', { url: `${info.bare}/` });
const samePage = await run(`bare Koa, same first page (${Math.round(info.pageBytes / 1024)} KB)`, { url: `${info.bare}/page` });
// Each read beside its floor, on the same data: the writes (the insert floor, the creates) come after them.
const listFloor = await run('floor: Koa + pg, list SQL, JSON by PostgreSQL', { url: `${info.floor}/list` });
const list = await run(
  'GET /api/submissions (first page), cache off',
  { url: `${info.uncached}/api/submissions`, headers: { cookie } },
  'list',
);
const detailFloor = await run('floor: Koa + pg, detail SQL, JSON by PostgreSQL', { url: `${info.floor}/detail` });
const detail = await run(
  'GET /api/submissions/{id}, cache off',
  { url: `${info.uncached}/api/submissions/${info.submissionId}`, headers: { cookie } },
  'detail',
);
if (CACHED) {
  await run('GET /api/submissions (first page), cached', { url: `${info.app}/api/submissions`, headers: { cookie } }, 'list');
  await run(
    'GET /api/submissions/{id}, cached',
    { url: `${info.app}/api/submissions/${info.submissionId}`, headers: { cookie } },
    'detail',
  );
}
const insertFloor = await run('floor: Koa + pg, bare insert transaction', { url: `${info.floor}/insert`, method: 'POST' });
await run(
  'POST /api/submissions',
  { url: `${info.app}/api/submissions`, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: newSubmission },
  'insert',
);
await server.stop();

const floors: Record<Floor, Row> = { list: listFloor, detail: detailFloor, insert: insertFloor };
const percent = (r: Row, base: Row) => `${Math.round((100 * r.reqPerSec) / base.reqPerSec)}%`;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${info.rows.toLocaleString('en-US')} submissions`);
console.log("CPU in core-milliseconds per request: the server process, and the benchmark's own PostgreSQL backends\n");
console.log(
  'route'.padEnd(50) +
    'req/s'.padStart(8) +
    'p50 ms'.padStart(8) +
    'p99 ms'.padStart(8) +
    'srv ms'.padStart(8) +
    'pg ms'.padStart(7) +
    'vs page'.padStart(9) +
    'vs floor'.padStart(10) +
    'errors'.padStart(8),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(50) +
      String(r.reqPerSec).padStart(8) +
      String(r.p50).padStart(8) +
      String(r.p99).padStart(8) +
      r.serverMs.toFixed(2).padStart(8) +
      r.postgresMs.toFixed(2).padStart(7) +
      percent(r, samePage).padStart(9) +
      (r.floor ? percent(r, floors[r.floor]) : '').padStart(10) +
      String(r.errors).padStart(8),
  );
}
console.log(`\n${cpuNotes.join('\n')}`);
const check = (ok: boolean) => (ok ? 'met' : 'MISSED');
console.log(
  `\ntargets, cache off: list ${percent(list, samePage)} of bare Koa sending the same page (>= 10%) ${check(list.reqPerSec >= 0.1 * samePage.reqPerSec)}, ` +
    `${percent(list, listFloor)} of its floor (~90%); detail ${percent(detail, samePage)} (>= 15%) ${check(detail.reqPerSec >= 0.15 * samePage.reqPerSec)}; ` +
    `list p99 ${list.p99} ms (< 100) ${check(list.p99 < 100)}; detail p99 ${detail.p99} ms (< 100) ${check(detail.p99 < 100)}` +
    ` (bare route ${bare.reqPerSec} req/s)`,
);
