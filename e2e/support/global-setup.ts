/**
 * Runs once before the browser suite: chromium installed, the web app built, and one lane per test worker,
 * each a mailbox and the real server delivering its mail there, on a database of its own. Two files run at
 * once, each on its worker's lane, so no file sees another's data or mail. The lanes reach the tests as
 * `inject('lanes')`; `baseURL()` and `mailboxURL()` in browser.ts pick the worker's own.
 */
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers.ts';
import { startMailbox } from './mailbox.ts';
import { ensureChromium, ensureServerBuild, ensureWebBuild, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Array<{ baseURL: string; mailboxURL: string }>;
  }
}

async function startLane() {
  const mailbox = await startMailbox();
  const server = await startServer({ SMTP_URL: mailbox.smtpUrl });
  return {
    lane: { baseURL: server.baseURL, mailboxURL: mailbox.url },
    stop: async () => {
      await server.stop();
      await mailbox.stop();
    },
  };
}

/** A run of named files needs no more lanes than files: one file alone starts one server, not two. */
function lanesNeeded(): number {
  const named = process.argv.filter((arg) => arg.endsWith('.e2e.test.ts')).length;
  return named > 0 ? Math.min(E2E_WORKERS, named) : E2E_WORKERS;
}

export default async function setup(project: TestProject) {
  ensureChromium();
  ensureWebBuild();
  ensureServerBuild();
  const lanes = await Promise.all(Array.from({ length: lanesNeeded() }, startLane));
  project.provide(
    'lanes',
    lanes.map((l) => l.lane),
  );
  return async () => {
    await Promise.all(lanes.map((l) => l.stop()));
  };
}
