import { defineConfig } from 'vitest/config';

// Every package with its own vitest.config.ts is a project; the browser suite (e2e/) runs on its own.
export default defineConfig({
  test: { projects: ['{core,adapters,bff,ui-kit,web}/vitest.config.ts'] },
});
