import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two files at a time everywhere; API files each get their own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
          // A screen's first render (its lazy modules, Radix, Tiptap) can take seconds on a loaded
          // 2-core machine: the test's limit stays above Testing Library's 5 s lookups, so a slow
          // lookup fails with its own message rather than as a bare timeout.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Each file builds its own app on its own database, and the server keeps no state in modules
          // (caches live on Deps), so the files of a worker share one module graph: importing the
          // server once per worker instead of once per file saves about six minutes of a CI run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
