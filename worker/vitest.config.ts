import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { buildWeb, webBuilt } from '../scripts/stack.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The Worker renders public pages with the web build's renderer and frames them
// with its index.html (wrangler.toml's assets): build both if this checkout has not.
if (!webBuilt()) buildWeb();

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: path.join(root, 'wrangler.toml') },
      miniflare: {
        // Tests never depend on a developer's .dev.vars.
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'migrations')),
          CHAT_TICKET_SECRET: 'test-chat-ticket-secret',
          PARTYKIT_NOTIFY_SECRET: 'test-partykit-notify-secret',
          MEDIA_URL_SECRET: 'test-media-url-secret',
          PARTYKIT_URL: '',
        },
      },
    })),
  ],
  // wrangler.toml's [alias], for the tests' bundler.
  resolve: { alias: { 'page-renderer': path.join(root, 'web/dist-server/entry-server.js') } },
  test: {
    name: 'worker',
    include: ['worker/src/**/*.test.ts', 'worker/test/**/*.test.ts'],
    root,
    setupFiles: ['worker/test/fresh-storage.ts'],
    // One runtime for every file: the Worker's modules load once (about 2 s a file otherwise); the setup file gives each
    // file an empty database and bucket.
    isolate: false,
    // Page tests render through the web build inside workerd; sharing 2 cores with the browser suite
    // they have passed 5 s. This bounds a hang, it measures nothing.
    testTimeout: 20_000,
  },
});
