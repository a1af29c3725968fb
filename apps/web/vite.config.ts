import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaint } from './build/firstPaint.ts';
import { precompress } from './build/precompress.ts';

// `npm run dev` talks to a server started separately (`npm run dev -w apps/server`, port 8080).
const devServerTarget = process.env.LIMELIGHT_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaint(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': devServerTarget,
      '/ws': { target: devServerTarget, ws: true },
    },
  },
});
