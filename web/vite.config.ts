import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Evergreen browsers only: the PWA needs service workers, IndexedDB and
    // <dialog>, so there is nothing to gain from transpiling further down.
    target: 'es2022',
  },
  server: {
    proxy: {
      // No changeOrigin: the Worker's Origin check compares the browser's
      // Origin with the request host, so the host must stay the dev server's.
      '/api': { target: 'http://127.0.0.1:8787' },
    },
  },
});
