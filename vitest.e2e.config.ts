import { defineConfig } from 'vitest/config';

// Browser tests against the real production server (see e2e/global-setup.ts). One file at a time: the machine has
// 2 cores, and two files at a time were not faster beside the unit and API tests (decision record 015). The files
// share their worker's modules (no isolation), hence one Chromium for all of them (e2e/browser.ts useBrowser);
// each test has its own browser context.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // expect.poll waits for what the page will show: a bound for hangs only (Vitest's own default is 1 s, which a
    // busy host reaches), never a measure of speed.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
