/**
 * `npm run bench:load`: LOAD_USERS simulated brokers and customers (default 200, a quarter of them customers)
 * use the app at once for LOAD_SECONDS (default 60) after a short warm-up: lists with and without paging,
 * search, detail by record id and by SUB-id, creating submissions, sending messages and uploading
 * documents, each person thinking LOAD_THINK_MS on average (default 500) between actions. The app runs as
 * `npm start` does, in its own process, on a database dropped and created for the run (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/workbench_load). Then every acknowledged write is looked up in the
 * database. It runs twice, with the server's read cache on and then off (READ_CACHE=off), and ends with both
 * side by side; LOAD_CACHE=on or off runs only one. Targets, in each run: no 5xx, no lost write, p99 under
 * 100 ms for every read call (the cache must not be what holds it), create p99 under 300 ms. It also prints
 * who used the CPU meanwhile (server, PostgreSQL, itself, anything else), since all of them share the
 * machine's cores.
 * LOAD_CLIENT=fetch sends the requests with fetch instead of node:http (see load-http.ts).
 */
import { cpuBetween, describeCpu, sampleCpu } from './cpu-accounting.ts';
import { verifyWrites } from './load-verify.ts';
import { LoadStats, printComparison, printTable, printTargets, type RunResult } from './load-report.ts';
import type { LoadServerInfo } from './load-server.ts';
import { SimulatedUser } from './load-users.ts';
import { startServerProcess } from './server-process.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 500);
const CUSTOMER_SHARE = 0.25;
const SIGN_IN_CONCURRENCY = 8;

const CACHE_MODES = (process.env.LOAD_CACHE ? [process.env.LOAD_CACHE] : ['on', 'off']) as Array<'on' | 'off'>;

async function run(cache: 'on' | 'off'): Promise<RunResult> {
  console.log(`\n=== read cache ${cache} ===`);
  const server = await startServerProcess<LoadServerInfo>('bench/load-server.ts', { ...process.env, READ_CACHE: cache });
  const info = server.info;
  console.log(
    `${info.databaseUrl}: ${info.rows.toLocaleString('en-US')} submissions and accounts seeded in ${(info.seedMs / 1000).toFixed(1)} s`,
  );

  const stats = new LoadStats();
  const customers = Math.round(USERS * CUSTOMER_SHARE);
  const users = Array.from({ length: USERS }, (_, i) => {
    const customer = i < customers;
    const accounts = customer ? info.customers : info.staff;
    return new SimulatedUser({
      baseUrl: info.url,
      username: accounts[i % accounts.length],
      password: info.password,
      clientIds: info.clientIds,
      recorder: stats,
      thinkMs: THINK_MS,
    });
  });

  // Every person signs in with their own session before the clock starts (argon2 is slow on purpose).
  for (let i = 0; i < users.length; i += SIGN_IN_CONCURRENCY)
    await Promise.all(users.slice(i, i + SIGN_IN_CONCURRENCY).map((u) => u.signIn()));
  console.log(
    `${USERS} people signed in (${customers} customers); ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured, ${THINK_MS} ms mean think time`,
  );

  const start = performance.now();
  const measuredFrom = start + WARMUP_SECONDS * 1000;
  const running = Promise.all(users.map((u) => u.run(measuredFrom + SECONDS * 1000)));
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  stats.reset();
  const cpuFrom = sampleCpu(server.pid);
  await running;
  const cpu = cpuBetween(cpuFrom, sampleCpu(server.pid));
  const seconds = (performance.now() - measuredFrom) / 1000;
  interface ServerSummary {
    warnings: Record<string, number>;
    eventLoopDelayMs: { p50: number; p99: number; max: number };
    handlingMs: { p50: number; p99: number; max: number };
    cpuSeconds: number;
  }
  const summary = (await server.stop()).find((line) => (line as Partial<ServerSummary>).warnings) as ServerSummary | undefined;
  const warnings = summary?.warnings ?? {};
  console.log(
    `\n${USERS} simulated people, ${seconds.toFixed(1)} s measured, ${info.rows.toLocaleString('en-US')} submissions in the book\n`,
  );
  const verdict = printTable(stats, seconds);

  const checks = await verifyWrites(info.databaseUrl, stats.writes);
  const checked = checks.reduce((sum, c) => sum + c.checked, 0);
  verdict.lost = checks.reduce((sum, c) => sum + c.lost.length, 0);
  console.log(
    `\nacknowledged writes looked up in the database: ${checked} checked, ${verdict.lost} lost ` +
      `(${checks.map((c) => `${c.table} ${c.checked - c.lost.length}/${c.checked}`).join(', ')})`,
  );
  for (const c of checks) if (c.lost.length) console.log(`  lost ${c.table}: ${c.lost.slice(0, 10).join(', ')}`);
  if (summary) {
    const { eventLoopDelayMs: loop, handlingMs: handling } = summary;
    console.log(
      `time in the server per request (all calls, sign-in included): p50 ${handling.p50} ms, p99 ${handling.p99} ms, max ${handling.max} ms`,
    );
    console.log(
      `server event-loop delay: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms; server CPU ${summary.cpuSeconds.toFixed(1)} s over the whole run`,
    );
  }
  console.log(describeCpu(cpu));
  const answered = [...stats.calls.values()].reduce((sum, call) => sum + call.latencies.length, 0);
  console.log(`server CPU per request in that window: ${((cpu.server * cpu.seconds * 1000) / answered).toFixed(2)} ms`);
  const warningCount = Object.values(warnings).reduce((sum, n) => sum + n, 0);
  console.log(`server process warnings: ${warningCount}; load generator CPU ${(process.cpuUsage().user / 1e6).toFixed(1)} s`);
  for (const [warning, n] of Object.entries(warnings)) console.log(`  ${n}x ${warning.slice(0, 160)}`);

  const met = printTargets(verdict, stats.violations);
  return { cache, verdict, stats, seconds, met };
}

const results: RunResult[] = [];
for (const cache of CACHE_MODES) results.push(await run(cache));
printComparison(results);
if (results.some((r) => !r.met)) process.exitCode = 1;
