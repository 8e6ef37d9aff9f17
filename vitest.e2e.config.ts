import { defineConfig } from 'vitest/config';

// Browser tests against the real production server (see e2e/global-setup.ts). One file at a time:
// the machine has 2 cores, and each file drives its own Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
  },
});
