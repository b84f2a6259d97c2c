import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Prints which PostgreSQL the database suites use, and starts one in Docker when that is the choice.
    globalSetup: ['./src/testing/database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
