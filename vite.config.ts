/**
 * Vite builds the client (root client/) into dist/client and serves it in development with /api
 * proxied to the API. No import alias: imports are relative everywhere (decision 012).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.join(root, 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
