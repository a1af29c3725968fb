import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Vitest's default on a 2-core machine is one worker: two nearly halve the suite's time.
    maxWorkers: 2,
    // The tests are pure functions over the protocol's modules, which hold no state: a worker imports them
    // once for all its files instead of once per file. Importing zod and every schema again per file was
    // 85% of the suite's time (docs/decisions/tests.md).
    isolate: false,
  },
});
