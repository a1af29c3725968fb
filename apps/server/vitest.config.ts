import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite takes ~700 MB per instance: one per test file, two files at a time on a 2-core machine.
    maxWorkers: 2,
    // Vitest's 5 s: a unit test that waits longer is waiting on something it should not.
    testTimeout: 5_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/globalSetup.ts'],
          // Each test here drives a real server over HTTP and WebSocket, on PGlite or PostgreSQL: a test
          // of a dozen round trips takes seconds when another file migrates its database on the other
          // core. Tests that wait out a server-side timer name their own, longer, timeout.
          testTimeout: 20_000,
          // Starting a server migrates a fresh database (PGlite in memory: ~5 s on a loaded machine).
          hookTimeout: 60_000,
          // Each file starts its own server and database; the modules they import are loaded once per
          // worker, not once per file (the import took 219 of the suite's 557 s, issue 20).
          isolate: false,
        },
      },
    ],
  },
});
