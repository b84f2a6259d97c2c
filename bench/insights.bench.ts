/**
 * `npm run bench:insights`: GET /api/insights on a book of 100,000 submissions (BENCH_ROWS) with their quotes
 * and history on real PostgreSQL, 10 users at once (BENCH_CONNECTIONS) for BENCH_SECONDS each: the default
 * twelve months, and the same narrowed by product and producer. Prints p50 and p99 per request.
 */
import autocannon from 'autocannon';
import { signIn, startServerProcess } from './server-process.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
// A request waits as long as the slowest first computation may take on a busy machine, rather than counting as failed.
const TIMEOUT_SECONDS = 120;

interface ServerInfo {
  app: string;
  rows: number;
  quotes: number;
  seedMs: number;
  producerId: string;
}

const server = await startServerProcess<ServerInfo>('bench/insights-server.ts');
try {
  const { info } = server;
  console.log(
    `seeded ${info.rows.toLocaleString('en-US')} submissions and ${info.quotes.toLocaleString('en-US')} quotes in ${(info.seedMs / 1000).toFixed(1)} s`,
  );
  const cookie = await signIn(info.app, 'broker', 'broker123');
  const cases = [
    ['the last twelve months, no filter', '/api/insights'],
    ['one product and one producer', `/api/insights?product=commercial_auto&producer=${info.producerId}`],
    ['one carrier, one quarter', '/api/insights?carrier=Chubb&from=2026-01-01&to=2026-03-31'],
  ] as const;
  // A few requests first, so the figures measure warm pools and compiled code, not start-up.
  await autocannon({ connections: 2, amount: 10, url: `${info.app}/api/insights`, headers: { cookie } });
  // The query itself, never answered from the cache: one request at a time, each for a period not asked before.
  const cold: number[] = [];
  for (const from of ['2025-12-02', '2025-12-03', '2025-12-04']) {
    const t0 = performance.now();
    const response = await fetch(`${info.app}/api/insights?from=${from}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/insights failed: ${response.status}`);
    await response.arrayBuffer();
    cold.push(performance.now() - t0);
  }
  cold.sort((a, b) => a - b);
  console.log(`one request alone, nothing kept (the query): median ${Math.round(cold[1]!)} ms of ${cold.map(Math.round).join(', ')} ms`);
  console.log(`GET /api/insights, ${CONNECTIONS} users at once for ${DURATION} s each (repeats served as the product serves them):`);
  for (const [name, path] of cases) {
    const result = await autocannon({
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: TIMEOUT_SECONDS,
      url: `${info.app}${path}`,
      headers: { cookie },
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `  ${name.padEnd(36)} p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${Math.round(result.requests.average)} req/s${failed ? `   ${failed} failed` : ''}`,
    );
  }
} finally {
  await server.stop();
}
