import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's default on a 2-core machine is one worker: two halve the suite's time.
    maxWorkers: 2,
    setupFiles: ['src/test/setup.ts'],
  },
});
