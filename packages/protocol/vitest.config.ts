import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Vitest's default on a 2-core machine is one worker: two nearly halve the suite's time.
    maxWorkers: 2,
  },
});
