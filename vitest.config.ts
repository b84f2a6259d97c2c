import { defineConfig } from 'vitest/config';

// Every package with its own vitest.config.ts is a project; the browser suite (e2e/) runs on its own.
// Three files at a time: most suites wait on PostgreSQL, the network or a child process, so a third worker
// fills time that two (vitest's default on two cores is one) would leave idle. Each file has a schema of its own.
export default defineConfig({
  test: {
    projects: ['{core,adapters,bff,ui-kit,web}/vitest.config.ts'],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
  },
});
