import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on the 2-core machine (Vitest's default is one fewer than the cores, so one): the unit
    // tests run beside the API tests, which wait on processes, timers and PostgreSQL much of the time.
    maxWorkers: 2,
    // Only against a hang: the slowest case (four imports of the real data) takes about 35 s on the 2-core machine
    // with a core busy, and hosts vary 3x in speed.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits up to 1 s by default, which a busy host can take: 30 s, only against a hang.
    expect: { poll: { timeout: 30_000 } },
    // Apps and servers of the tests do not shed when their event loop lags (the production default does): a test's own
    // work (an import in the same process) or a busy host would make them. tests/overload.test.ts turns it on.
    env: { OVERLOAD_EVENT_LOOP_DELAY: 'off' },
    projects: [
      // The unit files first, two at a time, then the API files one at a time (a project that does not isolate its
      // files needs a group of its own).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit-setup.ts'],
          // The files share their worker's modules, as the API files do: on a slow host 145 core-seconds against 186
          // isolated (decision record 024). Files that stub a global undo it after each case (api.test.ts), and the
          // stores' tests reload them before each case; the files pass shuffled (`--sequence.shuffle`, decision record 024).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          // Imports the real data once into PGlite and PostgreSQL for every API test file.
          globalSetup: ['tests/global-setup.ts'],
          // One file at a time: they share the PostgreSQL test database.
          fileParallelism: false,
          // The files share their worker's modules: each isolated file loaded the server, Drizzle and PGlite's
          // WebAssembly anew, 40 % of the suite's CPU time (195 core-seconds against 117, decision record 024). Each
          // file opens and closes its own databases and servers (tests/edge-app.ts, tests/use-app.ts), but for the one
          // read-only PGlite that the files that only read share (tests/shared-read-model.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
