import { defineConfig } from 'vitest/config';

// The slow fault, scale-out and recovery tests: real processes, a private PostgreSQL that is stopped and
// restarted, signals. Run by `make test-faults` (which `make test` runs too), one file at a time.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.faults.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
