/**
 * Runs a benchmark's server side in its own process, so the load generator does not share the server's
 * event loop. The server script prints one JSON line starting with `{` once it is ready (its logs go to
 * stderr); anything it prints on stdout after that, e.g. a summary when it is stopped, is kept for `stop`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServerProcess<T> {
  info: T;
  pid: number;
  /** Sends SIGTERM and resolves, once the process has exited, with the JSON lines it printed after `info`. */
  stop(): Promise<unknown[]>;
}

export async function startServerProcess<T>(script: string, env: NodeJS.ProcessEnv = process.env): Promise<ServerProcess<T>> {
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server spends its time
  const nodeArgs = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const later: unknown[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const info: T = await new Promise((resolve, reject) => {
    let ready = false;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      if (ready) later.push(JSON.parse(line));
      else {
        ready = true;
        resolve(JSON.parse(line));
      }
    });
    void exited.then((code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return {
    info,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return later;
    },
  };
}

/** Signs in through the API and returns the Cookie header a browser would send afterwards. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
