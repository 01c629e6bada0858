import { defineConfig } from 'vitest/config';

// Operations tests (docs/operations.md): real server processes of the production bundle on
// PostgreSQL (E2E_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/test). CI runs
// them once, in a step of their own; the browser suite and `npm test` leave them out.
export default defineConfig({
  test: {
    name: 'operations',
    root: import.meta.dirname,
    include: ['operations/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
