/**
 * Starting what the browser suite and the web bench need: chromium, a built web app, and the real server
 * on a free port with its own fresh database (seeded with the demo data on start).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('[e2e] installing chromium with apt-get');
  const install = () => execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  }
}

/** Newest modification time under a folder (files only), skipping dependencies and build output. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds web/dist when it is missing or older than its sources (always with `force`). */
export function ensureWebBuild(options: { force?: boolean } = {}): void {
  const builtAt = newestMtime(join(repo, 'web/dist/index.html'));
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'ui-kit/src', 'core/src'].map((p) => join(repo, p));
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt > changedAt && !options.force) return;
  console.log('[e2e] building the web app');
  // Always a production build, whatever NODE_ENV the caller's shell has.
  execFileSync('npm', ['run', 'build', '-w', '@workbench/web'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** The compiled server, as `make run` and the container start it; esbuild rebuilds it in about a second. */
export function ensureServerBuild(): void {
  execFileSync(process.execPath, ['bff/build.mjs'], { cwd: repo, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, so runs never share data. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `workbench_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function waitUntilReady(baseURL: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`[e2e] the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] the server was not ready within ${timeoutMs} ms`);
}

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * The real server, compiled (`node dist/server/main.mjs`, what `make run` starts), on a free port, on a fresh DATA_DIR or a fresh database;
 * `extraEnv` adds settings (such as where to deliver mail).
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // A test that must know the address beforehand (an identity provider's redirect URI) names the port.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-'));
  const database = process.env.TEST_DATABASE_URL ? await freshDatabase(process.env.TEST_DATABASE_URL) : undefined;
  // The suite signs in with the demo accounts, which a production server only seeds when asked to.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    // Each browser context sends an address of its own (see newPage), so the throttles see separate people.
    TRUST_PROXY: 'true',
    ...extraEnv,
  };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseURL = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    stop(server);
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch(() => undefined);
  };
  try {
    await waitUntilReady(baseURL, server, 240_000);
  } catch (error) {
    console.error(output);
    await stopAll();
    throw error;
  }
  return { baseURL, stop: stopAll };
}

function stop(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    // The server runs in its own process group, with its parser workers: end the whole group.
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}
