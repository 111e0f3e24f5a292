/**
 * Vite builds the client (root client/) into dist/client and serves it in development with /api
 * proxied to the API. No import alias: imports are relative everywhere (decision 012).
 * `vite build --ssr client/src/entry-server.tsx` builds it into dist/ssr instead: the server renders
 * the marketplace's pages with it (issue 16); the client build's manifest tells the server which
 * chunks a page needs, to preload them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'client'),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: path.join(root, 'dist', 'ssr'),
        emptyOutDir: true,
        sourcemap: false,
        // One file: the server imports it once at start-up.
        rolldownOptions: { output: { codeSplitting: false } },
        copyPublicDir: false,
      }
    : {
        outDir: path.join(root, 'dist', 'client'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
      },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));
