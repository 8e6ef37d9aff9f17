import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/sequencer.ts';

// Browser tests against the real production server (see e2e/global-setup.ts). Two files at a time: one file leaves
// a quarter of the 2 cores idle while it waits on the page (decision record 024). The files share their worker's
// modules (no isolation), hence one Chromium per worker (e2e/browser.ts useBrowser); each test has its own browser
// context, and no test changes what the server holds.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // expect.poll waits for what the page will show: a bound for hangs only (Vitest's own default is 1 s, which a
    // busy host reaches), never a measure of speed.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
