import { defineConfig } from 'vitest/config';

// The browser suite: starts the real server once, drives Debian's Chromium through the German UI.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.test.ts', 'a11y/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // A UI condition may take a debounce and a round trip on a busy machine: poll up to 10 s
    // (vitest's default of 1 s made the URL check after a debounced search flaky in CI).
    expect: { poll: { timeout: 10_000 } },
  },
});
