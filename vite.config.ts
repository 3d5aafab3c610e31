import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { screenCodeFile } from './scripts/vite-screen-code.ts';
import { workspaceChunk } from './scripts/vite-workspace-chunk.ts';

const apiPort = process.env.PORT ?? '5000';

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), screenCodeFile(fileURLToPath(new URL('./client', import.meta.url))), precompress()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./client', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Source maps stay on disk for debugging, unreferenced by the files and never served.
    sourcemap: 'hidden',
    // The icons (a few hundred bytes each, shared by many screens) make one file instead of a request
    // each: a phone on a slow link pays a round trip per file.
    // The small modules that several signed-in screens share (the layout's dialogs, cards, caches, API
    // calls) make one file too, rather than a dozen of a few hundred bytes each.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          // A group takes only the modules it names, not what they import (that stays where it was).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: workspaceChunk(fileURLToPath(new URL('./client/main.tsx', import.meta.url))), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
});
