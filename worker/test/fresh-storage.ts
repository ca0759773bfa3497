import { applyD1Migrations, env } from 'cloudflare:test';
import { dropMenu } from '../src/queries/menu-cache';

// The test files share one runtime (vitest.config.ts, `isolate: false`), so the Worker's modules load once rather than
// for every file; each file still starts as if alone: an empty database with every migration, an empty bucket and no
// menu kept in memory.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name != 'd1_migrations'",
).all<{ name: string }>();
// Rows that point at each other are removed in one transaction, their keys checked only at its end.
await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = on'), ...tables.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`))]);
for (let listed = await env.MEDIA.list(); listed.objects.length; listed = await env.MEDIA.list()) {
  await env.MEDIA.delete(listed.objects.map((object) => object.key));
}
dropMenu();
