import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers.ts';

// The browser suite: the real server and the built web app, driven through Debian's chromium. E2E_WORKERS
// files at a time, each worker on a lane (server, database, mailbox) of its own.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // Screens render after their data arrives: polled expectations wait as long as a locator would.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
