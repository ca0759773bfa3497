import { applyD1Migrations, env } from 'cloudflare:test';

// The same migration files wrangler applies, on the empty per-test-file D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
