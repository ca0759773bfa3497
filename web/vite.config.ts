import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints-plugin.ts';
import { headersFile } from './headers-plugin.ts';
import { heldSubmits } from './held-submits-plugin.ts';
import { RENDERER_CHUNK, rendererPreload } from './renderer-preload-plugin.ts';
import { privateManifest } from './page-assets-plugin.ts';
import { startAfterPaintPlugin } from './start-after-paint-plugin.ts';
import { staffAssetsList } from './staff-assets-plugin.ts';
import { pwaOptions, STAFF_CHUNK_DIR } from './pwa.config.ts';

/** Modules only the dashboard uses (staff features are the `-admin` folders; the chat protocol, shared with the Worker, reaches the web through lib/realtime only; the stores' live availability socket is loaded lazily by public pages, but like chat it needs the network, so it is not precached either): their chunks go to the staff folder the service worker does not precache. */
const STAFF_MODULE =
  /\/src\/(app\/routes\/dashboard|app\/layouts\/dashboard[\w-]*|app\/guards|features\/[\w-]+-admin|components\/ui\/(data-table|row-action|async-content|use-async-data|use-action|image-picker|use-row-editing|use-open-unread|unread-mark|icons\/staff-icons|catalog-[\w-]+|edit-panel|edit-conflict|use-queued-edit)|features\/auth\/(api\/logout|forget-staff-device|account-texts|components\/session-ended)|lib\/(realtime|socket-target|availability-socket|dashboard-counts|number-input)|sync\/(use-outbox|staff)|contract\/(chat-protocol|chat-order|media-type))[/.]|\/node_modules\/(exceljs|partysocket|dexie-react-hooks)\//;

type Chunk = { name: string; moduleIds: readonly string[] };
/** Every module of the chunk is staff-only; `cssAlike` also lets any stylesheet pass. */
const onlyStaff = (chunk: Chunk, cssAlike: boolean) =>
  // At least one staff module: a chunk of the preload helper alone is loaded by the public first page.
  chunk.moduleIds.some((id) => STAFF_MODULE.test(id)) &&
  chunk.moduleIds.every((id) => STAFF_MODULE.test(id) || id.includes('vite/preload-helper') || (cssAlike && id.endsWith('.css')));

/**
 * Which lazily loaded files have Vite's preload helper start their imports
 * alongside them: a page body (a navigation waits for the whole of it) and
 * the staff app's screens. The parts a public page takes over after the
 * first paint (its footer, the home page's bands, the toaster, the session
 * check) and what it starts when idle load by their own imports, a round
 * trip later for what the page has not loaded yet: each preload the helper
 * starts is an element appended from the page's thread, 0.1-37 ms apiece on
 * a first visit here, inside the slices in which React takes the page over.
 */
const preloadsItsImports = (file: string) => file.startsWith(`${STAFF_CHUNK_DIR}/`) || /-page-[\w-]+\.js$/.test(file);

// A chunk's stylesheet is named after the chunk. Names seen only on chunks
// made of staff modules alone (their stylesheets included) send those
// stylesheets to the staff folder too; a name also seen elsewhere stays public.
const staffCssNames = new Set<string>();
const publicCssNames = new Set<string>();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    heldSubmits(),
    rendererPreload(),
    // After every plugin that adds a preload: it names them all inertly.
    startAfterPaintPlugin(),
    // The chunks of the first download (codeSplitting's groups below; the entry is always among them).
    compileHints(['react', 'shared', RENDERER_CHUNK]),
    VitePWA(pwaOptions),
    headersFile(),
    privateManifest(),
    staffAssetsList(STAFF_CHUNK_DIR),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server build reads it to link each page's own stylesheets and scripts (page-assets-plugin.ts).
    manifest: true,
    // Evergreen browsers only: the PWA needs service workers, IndexedDB and
    // <dialog>, so there is nothing to gain from transpiling further down.
    target: 'es2022',
    modulePreload: {
      // Every browser the PWA targets preloads modules itself; the polyfill would be first-visit code for none of them.
      polyfill: false,
      resolveDependencies: (imported, deps) => (preloadsItsImports(imported) ? deps : []),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's renderer in a chunk of its own, which main.tsx evaluates in a task apart from the app's code
            // (renderer-preload-plugin.ts). React itself apart from it, and first: the entry needs React, not the renderer.
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 2 },
            { name: RENDERER_CHUNK, test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/, priority: 1 },
            // The small modules the entry shares with lazily loaded parts, in one file rather than seven: each file
            // of the first download costs its own compression and imports.
            {
              name: 'shared',
              test: /[\\/]node_modules[\\/]jotai[\\/]|[\\/]web[\\/]src[\\/](?:lib[\\/](?:store|page-flag|db-name|idle)|sync[\\/]snapshot|config[\\/]paths|features[\\/]auth[\\/]session-state)\.ts$|vite[\\/]preload-helper/,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          (onlyStaff(chunk, false) ? staffCssNames : publicCssNames).add(chunk.name);
          return onlyStaff(chunk, true) ? `${STAFF_CHUNK_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
        assetFileNames: ({ names: [name = ''] }) => {
          const chunk = name.replace(/\.css$/, '');
          const staff = name.endsWith('.css') && staffCssNames.has(chunk) && !publicCssNames.has(chunk);
          return staff ? `${STAFF_CHUNK_DIR}/[name]-[hash][extname]` : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
  // The cache's worker (sync/prime-worker.ts) is an ES module, like the app.
  worker: { format: 'es' },
  server: {
    proxy: {
      // No changeOrigin: the Worker's Origin check compares the browser's
      // Origin with the request host, so the host must stay the dev server's.
      '/api': { target: 'http://127.0.0.1:8787' },
    },
  },
});
