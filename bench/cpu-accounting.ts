/**
 * Who used the machine's CPU during a benchmark window, from /proc (Linux): the server process, the
 * PostgreSQL processes, the load generator itself and everything else. On a two-core machine shared by
 * all of them, latency is mostly waiting for a core, so these figures say what a result was measured under.
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Sample {
  at: number;
  server: number;
  /** All PostgreSQL processes together, or per backend when the benchmark named its own. */
  postgres: number | Map<number, number>;
  generator: number;
  busy: number;
  cores: number;
}

export interface CpuShare {
  seconds: number;
  cores: number;
  /** Core-seconds used per wall second (2.0 = both cores busy). */
  server: number;
  postgres: number;
  generator: number;
  other: number;
  /** Share of all cores busy, 0..1. */
  busy: number;
}

/** utime + stime of one process, in seconds; 0 once it has gone. */
function processSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processSeconds(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function machineBusy(): { busy: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, ...ticks] = lines[0]!.split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const all = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
  return { busy: (all - idle) / TICKS_PER_SECOND, cores: lines.filter((line) => /^cpu\d/.test(line)).length };
}

/**
 * `postgresPids`: only these PostgreSQL backends (the benchmark's own connections) rather than every
 * PostgreSQL process, which on a shared server includes everyone else's work.
 */
export function sampleCpu(serverPid: number, postgresPids?: readonly number[]): Sample {
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    server: processSeconds(serverPid),
    postgres: postgresPids ? new Map(postgresPids.map((pid) => [pid, processSeconds(pid)])) : postgresSeconds(),
    generator: (user + system) / 1e6,
    ...machineBusy(),
  };
}

/**
 * The split between two samples. PostgreSQL backends that ended in between are missed, so its share is a
 * floor (the pool keeps its connections open through a run).
 */
export function cpuBetween(from: Sample, to: Sample): CpuShare {
  const seconds = (to.at - from.at) / 1000;
  const per = (a: number, b: number) => Math.max(0, b - a) / seconds;
  const server = per(from.server, to.server);
  const postgres =
    typeof from.postgres === 'number' || typeof to.postgres === 'number'
      ? per(Number(from.postgres), Number(to.postgres))
      : // A backend that opened meanwhile counts from zero; one that closed is missed.
        [...to.postgres].reduce((sum, [pid, seconds]) => sum + per((from.postgres as Map<number, number>).get(pid) ?? 0, seconds), 0);
  const generator = per(from.generator, to.generator);
  const busyCores = per(from.busy, to.busy);
  return {
    seconds,
    cores: to.cores,
    server,
    postgres,
    generator,
    other: Math.max(0, busyCores - server - postgres - generator),
    busy: busyCores / to.cores,
  };
}

export function describeCpu(share: CpuShare): string {
  const f = (n: number) => n.toFixed(2);
  return (
    `CPU over the measured ${share.seconds.toFixed(0)} s, in cores busy (${share.cores} cores): server ${f(share.server)}, ` +
    `PostgreSQL ${f(share.postgres)}, load generator ${f(share.generator)}, anything else ${f(share.other)}; ` +
    `machine ${(share.busy * 100).toFixed(0)}% busy`
  );
}

/** Several windows as one: each window counts for as long as it lasted. */
export function combineCpu(shares: readonly CpuShare[]): CpuShare {
  const seconds = shares.reduce((sum, share) => sum + share.seconds, 0);
  const mean = (pick: (share: CpuShare) => number) => shares.reduce((sum, share) => sum + pick(share) * share.seconds, 0) / seconds;
  return {
    seconds,
    cores: shares[0]!.cores,
    server: mean((s) => s.server),
    postgres: mean((s) => s.postgres),
    generator: mean((s) => s.generator),
    other: mean((s) => s.other),
    busy: mean((s) => s.busy),
  };
}
