import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on a 2-core machine is one worker: two halve the suite's time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // Setting up jsdom costs a file ~1 s of CPU, more than most of these tests take: the tests of logic
      // run in Node. A test of a hook or of browser APIs names its environment (`@vitest-environment jsdom`).
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
