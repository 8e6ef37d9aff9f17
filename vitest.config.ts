import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vitest/config';

// The message catalogue, compiled once before any test (scripts/compile-messages.ts); the config is read again
// for each project and worker, which inherit the mark.
if (!process.env.I18N_COMPILED) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/compile-messages.ts'], { stdio: 'inherit' });
  process.env.I18N_COMPILED = '1';
}

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
