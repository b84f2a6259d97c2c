/**
 * The bff as the operator runs it: its own process, the compiled server (`node dist/server/main.mjs`, what
 * `npm start` runs; `make test-faults` builds it first), configured only through the environment, stopped with signals. Fault and scale-out tests use it
 * where an in-process server would hide what a real deployment does (exit codes, SIGTERM, two processes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_POLL_MS = 100;
const DEFAULT_READY_TIMEOUT_MS = 90_000;

export interface BffProcessOptions {
  /** Added to (and overriding) the parent's environment, e.g. DATABASE_URL, SESSION_SECRET, SMTP_URL. */
  env?: Record<string, string | undefined>;
  /** Listen on this port (e.g. to restart on the same address). Default: 0, the OS picks one. */
  port?: number;
  /** How long to wait for /readyz to answer 200. */
  readyTimeoutMs?: number;
  /** Resolve once the process has printed its URL, without waiting for /readyz (e.g. to test readiness itself). */
  waitForReady?: boolean;
}

export interface BffProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  pid: number;
  /** DATA_DIR of this process: the one passed in env, or a temp directory removed on stop/kill. */
  dataDir: string;
  /** Everything the process wrote so far (pino JSON lines on stdout). */
  stdout(): string;
  stderr(): string;
  /** stdout parsed as pino JSON lines; lines that are not JSON are left out. */
  logs(): Array<Record<string, unknown>>;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit (graceful shutdown); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash), then waits for the exit. */
  kill(): Promise<number | null>;
}

export class BffProcessError extends Error {
  constructor(
    message: string,
    readonly stdout: string,
    readonly stderr: string,
    readonly exitCode: number | null,
  ) {
    super(`${message}\n--- stdout ---\n${stdout.slice(-4000)}\n--- stderr ---\n${stderr.slice(-4000)}`);
    this.name = 'BffProcessError';
  }
}

/**
 * Spawns the bff and resolves once /readyz answers 200. The URL comes from the startup log line, so the
 * port can be 0; keep LOG_LEVEL at info or lower, or pass a port. Rejects with BffProcessError (carrying
 * the output) when the process exits early or does not become ready in time.
 */
export async function startBffProcess(options: BffProcessOptions = {}): Promise<BffProcess> {
  const ownDataDir = options.env?.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'workbench-bff-'));
  const dataDir = options.env?.DATA_DIR ?? ownDataDir!;
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(options.port ?? 0), ...options.env };
  // The test runner's variables would leak into the product otherwise (and TEST_DATABASE_URL means nothing to it).
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'TEST_DATABASE_URL') delete env[name];
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];

  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  });

  const fail = (message: string, code: number | null = null) => new BffProcessError(message, stdout, stderr, code);
  const deadline = Date.now() + (options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
  const waitUntil = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    for (;;) {
      if (hasExited) throw fail(`bff exited with ${await exited} before ${what}`, await exited);
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) {
        await terminate(child, exited, 'SIGKILL');
        throw fail(`bff did not ${what} in time`);
      }
      await sleep(READY_POLL_MS);
    }
  };

  try {
    const port = await waitUntil('print its URL', async () => options.port || listeningPort(stdout));
    const url = `http://127.0.0.1:${port}`;
    if (options.waitForReady !== false)
      await waitUntil('answer /readyz with 200', async () => ((await readyStatus(url)) === 200 ? true : undefined));
    return {
      url,
      port,
      pid: child.pid!,
      dataDir,
      stdout: () => stdout,
      stderr: () => stderr,
      logs: () => parseJsonLines(stdout),
      exited,
      stop: () => terminate(child, exited, 'SIGTERM'),
      kill: () => terminate(child, exited, 'SIGKILL'),
    };
  } catch (error) {
    await terminate(child, exited, 'SIGKILL');
    throw error;
  }
}

function listeningPort(stdout: string): number | undefined {
  for (const line of parseJsonLines(stdout)) {
    const match = typeof line.url === 'string' ? /:(\d+)\/?$/.exec(line.url) : null;
    if (match) return Number(match[1]);
  }
  return undefined;
}

async function readyStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined; // not listening yet, or the database is not there yet
  }
}

async function terminate(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return exited;
}

function parseJsonLines(text: string): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {
      // a line still being written
    }
  }
  return lines;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
