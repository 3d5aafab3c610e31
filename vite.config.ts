import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { screenCodeFile } from './scripts/vite-screen-code.ts';
import { clientChunks } from './scripts/vite-client-chunks.ts';
import { contractRoutesOnly } from './scripts/vite-contract-routes.ts';

const apiPort = process.env.PORT ?? '5000';
const chunks = clientChunks(fileURLToPath(new URL('./client/main.tsx', import.meta.url)));

export default defineConfig({
  root: 'client',
  plugins: [
    contractRoutesOnly(),
    react(),
    tailwindcss(),
    screenCodeFile(fileURLToPath(new URL('./client', import.meta.url))),
    precompress(),
  ],
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
    // What the entry loads makes one file, and so do the icons (a few hundred bytes each, shared by
    // many screens) and the small modules that several signed-in screens share: a phone on a slow link
    // pays a round trip per file. See scripts/vite-client-chunks.ts.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          // A group takes only the modules it names, not what they import (that stays where it was).
          includeDependenciesRecursively: false,
          groups: [
            { name: chunks.app, debugName: 'app', priority: 3 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: chunks.workspace, debugName: 'workspace', minShareCount: 2, priority: 1 },
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
