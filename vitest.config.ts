import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'unit',
          // bench/first-load.test.ts: the first load's weight, from an in-memory production build;
          // the other bench tests: the targets' math and the kept dataset's key.
          include: ['{common,server,client}/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A shared 2-core machine: give the page time before calling a check failed.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
