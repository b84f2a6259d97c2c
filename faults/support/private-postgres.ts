import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { freePort } from '@workbench/adapters/testing/free-port.ts';
import { queryOnce } from './query-once.ts';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

export { freePort };

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** pg_ctl stop: 'fast' disconnects clients and shuts down cleanly; 'immediate' is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Creates another database in the cluster (one per bff that must not share data) and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement on a fresh connection (not the app's pool). */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The server's log so far. */
  log(): string;
  /** Stops the server (if running) and removes its data directory. */
  destroy(): Promise<void>;
}

// We run as root and PostgreSQL refuses to: every server binary runs as the postgres OS user.
const asPostgres = (binary: string, args: string[]) =>
  run('runuser', ['-u', OS_USER, '--', join(BIN, binary), ...args], { timeout: 120_000 });

/**
 * A throwaway PostgreSQL 15 cluster of its own (temp data directory, free port, socket in the data
 * directory), so a test can stop and restart it without touching the shared server on 5432.
 */
export async function startPrivatePostgres(options: { settings?: Record<string, string> } = {}): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'workbench-faults-pg-'));
  const { uid, gid } = await osUser();
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);

  const settings = { listen_addresses: '127.0.0.1', fsync: 'off', full_page_writes: 'off', ...options.settings };
  const serverOptions = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' ');
  let running = false;
  const start = async () => {
    await asPostgres('pg_ctl', ['start', '-w', '-t', '90', '-D', data, '-l', log, '-o', serverOptions]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asPostgres('pg_ctl', ['stop', '-w', '-t', '90', '-D', data, '-m', mode]);
    running = false;
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    port,
    url,
    start,
    stop,
    async createDatabase(name) {
      await queryOnce(url, `create database "${name}"`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    query: (sql, params) => queryOnce(url, sql, params),
    log: () => readFileSync(log, 'utf8'),
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function osUser(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', OS_USER]), run('id', ['-g', OS_USER])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
