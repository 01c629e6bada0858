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
  },
});
