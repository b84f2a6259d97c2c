import { defineConfig } from 'vitest/config';

// The browser suite: the real server and the built web app, driven through Debian's chromium.
// One file at a time: the files share one server and the machine has few cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // Screens render after their data arrives: polled expectations wait as long as a locator would.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
