/**
 * Which PostgreSQL the database suites of a test run use, chosen once per run and said out loud:
 * TEST_DATABASE_URL when it is set (CI's real server); otherwise a PostgreSQL 15 container when a Docker engine
 * answers; otherwise the embedded PGlite, with a notice that no server was tested.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The server version production runs. */
const CONTAINER_IMAGE = 'postgres:15-alpine';
const ENGINE_PING_MS = 1_500;
const CONTAINER_START_MS = 180_000;

export type DatabaseChoice =
  | { kind: 'server'; url: string; source: string; stop?: () => Promise<void> }
  | { kind: 'embedded'; reason: string };

type Env = Record<string, string | undefined>;

export interface ChoiceDeps {
  env?: Env;
  socketExists?: (path: string) => boolean;
  /** Whether the engine answers its ping within a moment (a socket file may outlive its engine). */
  engineAnswers?: (engine: string) => Promise<boolean>;
  /** Starts PostgreSQL in a container; only called once an engine answered. */
  startContainer?: () => Promise<{ url: string; stop: () => Promise<void> }>;
}

/**
 * Where a Docker engine would be, without talking to it: DOCKER_HOST, or a socket file in one of the usual
 * places. Null when there is none: the container library is then never loaded, so nothing waits on Docker.
 */
export function dockerEngine(env: Env = process.env, socketExists: (path: string) => boolean = existsSync): string | null {
  if (env.DOCKER_HOST) return env.DOCKER_HOST;
  const sockets = ['/var/run/docker.sock', join(homedir(), '.docker', 'run', 'docker.sock')];
  const found = sockets.find((socket) => socketExists(socket));
  return found ? `unix://${found}` : null;
}

/** Pings a unix-socket engine (GET /_ping); other addresses are left to the container library to try. */
export function pingEngine(engine: string, timeoutMs = ENGINE_PING_MS): Promise<boolean> {
  if (!engine.startsWith('unix://')) return Promise.resolve(true);
  return new Promise((resolve) => {
    const request = http.get({ socketPath: engine.slice('unix://'.length), path: '/_ping', timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
  });
}

async function startPostgresContainer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(CONTAINER_IMAGE).start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function chooseTestDatabase(deps: ChoiceDeps = {}): Promise<DatabaseChoice> {
  const env = deps.env ?? process.env;
  if (env.TEST_DATABASE_URL) return { kind: 'server', url: env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL' };
  const engine = dockerEngine(env, deps.socketExists);
  if (!engine) return { kind: 'embedded', reason: 'no TEST_DATABASE_URL, no Docker engine' };
  if (!(await (deps.engineAnswers ?? pingEngine)(engine))) {
    return { kind: 'embedded', reason: `no TEST_DATABASE_URL; the Docker engine at ${engine} does not answer` };
  }
  try {
    const started = await withinTime(
      (deps.startContainer ?? startPostgresContainer)(),
      CONTAINER_START_MS,
      'starting PostgreSQL in Docker',
    );
    return {
      kind: 'server',
      url: started.url,
      source: `a container of ${CONTAINER_IMAGE}, Docker engine at ${engine}`,
      stop: started.stop,
    };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { kind: 'embedded', reason: `no TEST_DATABASE_URL; the Docker engine at ${engine} could not start PostgreSQL: ${why}` };
  }
}

/** The line a test run prints: which PostgreSQL, which version and where, and why that one. */
export async function describeChoice(choice: DatabaseChoice): Promise<string> {
  if (choice.kind === 'embedded') {
    return `database suites: embedded PGlite (${choice.reason}); no PostgreSQL server is tested: set TEST_DATABASE_URL or start Docker for that`;
  }
  const { hostname, port } = new URL(choice.url);
  const where = `${hostname}:${port || 5432}`;
  const client = new pg.Client({ connectionString: choice.url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `database suites: PostgreSQL ${rows[0]?.server_version.split(' ')[0]} at ${where} (${choice.source})`;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return `database suites: PostgreSQL at ${where} (${choice.source}) does not answer (${why}); the suites that need it will fail`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
