import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
