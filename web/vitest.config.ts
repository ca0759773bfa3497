import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root,
    include: ['web/src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Each file in a fresh VM context inside a long-lived worker: happy-dom and the runner load once per worker instead
    // of once per file (the suite's CPU 116 s → 52 s on two cores, every test the same).
    pool: 'vmThreads',
    // A VM pool runs unisolated, and Vitest hands one worker's unisolated files over as one batch in one context (module
    // state shared: the outbox, the toaster, Dexie) whenever the project has a single worker. Two workers keep one
    // context per file; a group of its own, since projects sharing a group must share maxWorkers.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    // Relative API paths ('/api/v1/…') need a page URL to resolve against; nothing is ever loaded from it
    // (scripts, styles and frames stay unloaded here, fetch refuses in the setup file).
    environmentOptions: {
      happyDOM: {
        url: 'http://localhost:5173/',
        settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
      },
    },
    setupFiles: ['web/src/test/setup.ts'],
    // The full run shares 2 cores with the Worker's and the browser's suites; a screen test that
    // takes 2 s alone has taken over 5 s there. This bounds a hang, it measures nothing.
    testTimeout: 15_000,
    // Files that load lazy screens up front in beforeAll: on a fresh clone beside the other lanes that
    // transform took over 10 s (the default hook bound) once. Also a bound on a hang only.
    hookTimeout: 60_000,
  },
});
