import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure modules (export, formatting); screens are covered by the browser suite (e2e/).
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
