import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['core', 'adapters', 'bff', 'ui-kit', 'web'].map((p) => `${p}/vitest.config.ts`),
  },
});
