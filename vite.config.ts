import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.join(root, 'client', 'src') },
  },
  build: {
    outDir: path.join(root, 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
