import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on the 2-core machine (Vitest's default is one fewer than the cores, so one): the unit
    // tests run beside the API tests, which wait on processes, timers and PostgreSQL much of the time.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          // Imports the real data once into PGlite and PostgreSQL for every API test file.
          globalSetup: ['tests/global-setup.ts'],
          // One file at a time: they share the PostgreSQL test database.
          fileParallelism: false,
        },
      },
    ],
  },
});
