import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
// wrangler.toml names the built SPA as assets; API tests need only that the folder exists.
mkdirSync(path.join(root, 'web/dist'), { recursive: true });

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
  test: {
    name: 'worker',
    include: ['worker/src/**/*.test.ts', 'worker/test/**/*.test.ts'],
    root,
    setupFiles: ['worker/test/apply-migrations.ts'],
  },
});
