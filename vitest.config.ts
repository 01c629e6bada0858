import { defineConfig } from 'vitest/config';

// `npm test` runs the unit and in-process API suites; the browser suite (e2e/) has its own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api-client',
          root: './packages/api-client',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one database per run; each test file copies it (test-database.ts).
          globalSetup: ['./src/test/test-database-setup.ts'],
          // Fails a test whose queries overlap on one pg client (a transaction's Promise.all).
          setupFiles: ['./src/test/pg-overlap-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
