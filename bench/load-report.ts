/** What `npm run bench:load` measured: latencies and statuses per call, and the table and targets it prints. */
import { READ_CALLS, WRITE_CALLS, type AcknowledgedWrite, type CallName, type LoadRecorder } from './load-users.ts';

export const READ_P99_TARGET_MS = 100;
export const CREATE_P99_TARGET_MS = 300;

interface CallStats {
  latencies: number[];
  statuses: Map<number, number>;
}

export class LoadStats implements LoadRecorder {
  readonly calls = new Map<CallName, CallStats>();
  readonly writes: AcknowledgedWrite[] = [];
  readonly violations: string[] = [];

  record(call: CallName, ms: number, status: number): void {
    let stats = this.calls.get(call);
    if (!stats) this.calls.set(call, (stats = { latencies: [], statuses: new Map() }));
    stats.latencies.push(ms);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  }

  acknowledged(write: AcknowledgedWrite): void {
    this.writes.push(write);
  }

  scopeViolation(detail: string): void {
    this.violations.push(detail);
  }

  /** Forgets everything recorded so far (the warm-up). */
  reset(): void {
    this.calls.clear();
    this.violations.length = 0;
  }
}

interface Row {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Map<number, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function row(name: string, parts: CallStats[], seconds: number): Row {
  const sorted = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const part of parts) for (const [status, n] of part.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  return {
    name,
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    statuses,
  };
}

/** Non-2xx answers as "409x3 500x1"; 0 stands for no answer at all (connection refused or reset). */
const errorSummary = (statuses: Map<number, number>) =>
  [...statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}x${n}`)
    .join(' ') || '-';

const ms = (value: number) => value.toFixed(1);

export interface Verdict {
  serverErrors: number;
  readP99: number;
  /** The slowest read call's name. */
  slowestRead: string;
  /** Over every read call together. */
  allReadsP99: number;
  createP99: number;
  lost: number;
}

/** One run of the load, with the read cache on or off. */
export interface RunResult {
  cache: 'on' | 'off';
  verdict: Verdict;
  stats: LoadStats;
  seconds: number;
  met: boolean;
}

export function printTable(stats: LoadStats, seconds: number): Verdict {
  const present = (names: readonly CallName[]) => names.filter((n) => stats.calls.has(n)).map((n) => stats.calls.get(n)!);
  const rows = [
    ...[...READ_CALLS, ...WRITE_CALLS].filter((n) => stats.calls.has(n)).map((n) => row(n, [stats.calls.get(n)!], seconds)),
    row('all reads', present(READ_CALLS), seconds),
    row('all writes', present(WRITE_CALLS), seconds),
    row('overall', [...stats.calls.values()], seconds),
  ];
  console.log(
    'call'.padEnd(20) +
      'calls'.padStart(8) +
      'req/s'.padStart(8) +
      'p50 ms'.padStart(9) +
      'p95 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'max ms'.padStart(9) +
      '  errors by status',
  );
  for (const r of rows) {
    if (r.name === 'all reads') console.log('-'.repeat(90));
    console.log(
      r.name.padEnd(20) +
        String(r.count).padStart(8) +
        r.perSecond.toFixed(1).padStart(8) +
        ms(r.p50).padStart(9) +
        ms(r.p95).padStart(9) +
        ms(r.p99).padStart(9) +
        ms(r.max).padStart(9) +
        `  ${errorSummary(r.statuses)}`,
    );
  }
  const overall = rows.at(-1)!;
  const serverErrors = [...overall.statuses].filter(([s]) => s >= 500 || s === 0).reduce((sum, [, n]) => sum + n, 0);
  const reads = rows.filter((r) => (READ_CALLS as readonly string[]).includes(r.name));
  const slowest = reads.reduce<Row | undefined>((worst, r) => (!worst || r.p99 > worst.p99 ? r : worst), undefined);
  return {
    serverErrors,
    readP99: slowest?.p99 ?? 0,
    slowestRead: slowest?.name ?? '-',
    allReadsP99: rows.find((r) => r.name === 'all reads')!.p99,
    createP99: rows.find((r) => r.name === 'create submission')?.p99 ?? 0,
    lost: 0,
  };
}

export function printTargets(verdict: Verdict, violations: string[]): boolean {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = [
    `no 5xx or unanswered request: ${verdict.serverErrors} ${met(verdict.serverErrors === 0)}`,
    `no lost write: ${verdict.lost} lost ${met(verdict.lost === 0)}`,
    `read p99 < ${READ_P99_TARGET_MS} ms (slowest read call, ${verdict.slowestRead}): ${ms(verdict.readP99)} ms ${met(verdict.readP99 < READ_P99_TARGET_MS)}`,
    `create p99 < ${CREATE_P99_TARGET_MS} ms: ${ms(verdict.createP99)} ms ${met(verdict.createP99 < CREATE_P99_TARGET_MS)}`,
    `customers only see their own submissions: ${violations.length} violation(s) ${met(violations.length === 0)}`,
  ];
  console.log(`\ntargets:\n  ${lines.join('\n  ')}`);
  for (const v of violations.slice(0, 5)) console.log(`  - ${v}`);
  return (
    verdict.serverErrors === 0 &&
    verdict.lost === 0 &&
    verdict.readP99 < READ_P99_TARGET_MS &&
    verdict.createP99 < CREATE_P99_TARGET_MS &&
    violations.length === 0
  );
}

/** The runs side by side: what the read cache buys, and whether the targets hold without it. */
export function printComparison(results: RunResult[]): void {
  if (results.length === 0) return;
  const rate = (r: RunResult, name: CallName) => (r.stats.calls.get(name)?.latencies.length ?? 0) / r.seconds;
  console.log(`\nread cache      reads/s  read p99 ms  creates/s  create p99 ms  targets  slowest read p99 ms`);
  for (const r of results) {
    const readsPerSecond = READ_CALLS.reduce((sum, name) => sum + rate(r, name), 0);
    console.log(
      r.cache.padEnd(12) +
        readsPerSecond.toFixed(1).padStart(11) +
        ms(r.verdict.allReadsP99).padStart(13) +
        rate(r, 'create submission').toFixed(1).padStart(11) +
        ms(r.verdict.createP99).padStart(15) +
        (r.met ? 'met' : 'MISSED').padStart(9) +
        `  ${ms(r.verdict.readP99)} (${r.verdict.slowestRead})`,
    );
  }
}
