import { defineConfig } from 'vitest/config';

// Used only by Stryker (stryker.config.json); the normal run is the root config's 'core' project.
export default defineConfig({
  test: {
    include: [
      'src/time-tracking/**/*.test.ts',
      'src/holidays/**/*.test.ts',
      'src/tours/**/*.test.ts',
    ],
    setupFiles: ['./vitest.stryker.setup.ts'],
  },
});
