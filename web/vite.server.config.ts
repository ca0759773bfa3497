import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageAssetsModule } from './page-assets-plugin.ts';
import { STAFF_CHUNK_DIR } from './pwa.config.ts';

/**
 * The Worker's page renderer (web/src/entry-server.tsx) as one self-contained
 * module for workerd: React's edge server renderer, the router and the public
 * screens. Stylesheets stay with the browser build, which must come first:
 * the renderer links each page's own files by the browser build's manifest.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), pageAssetsModule(STAFF_CHUNK_DIR)],
  resolve: { conditions: ['workerd', 'worker', 'browser', 'module', 'import'] },
  ssr: { noExternal: true, target: 'webworker', resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] } },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // One module (lazy page bodies included): the Worker's bundler takes it whole.
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    // Parsed once per Worker isolate, never downloaded by a browser.
    chunkSizeWarningLimit: 1024,
  },
});
