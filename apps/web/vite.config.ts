import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaint } from './build/firstPaint.ts';
import { lazyPreloads } from './build/lazyPreloads.ts';
import { precompress } from './build/precompress.ts';

// `npm run dev` talks to a server started separately (`npm run dev -w apps/server`, port 8080).
const devServerTarget = process.env.LIMELIGHT_API_URL ?? 'http://localhost:8080';

const preloads = lazyPreloads();

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaint(), precompress(), preloads.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    ...preloads.modulePreload,
    // A chunk is named by its hash alone: the entry lists every lazy chunk's name in its preload lists,
    // and the module names in them cost the first load ~1 KB gz.
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    proxy: {
      '/api': devServerTarget,
      // Films' playlists and segments (docs/decisions/films-media.md).
      '/media': devServerTarget,
      '/ws': { target: devServerTarget, ws: true },
    },
  },
});
