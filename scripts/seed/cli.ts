/**
 * Seeds the local D1/R2 state that `wrangler dev` uses, if it is empty, and
 * makes the picture variants it lacks.
 *
 *   npx tsx scripts/seed/cli.ts [--persist-to DIR]
 *
 * Apply migrations first (`wrangler d1 migrations apply DB --local`). Pass the
 * same --persist-to as `wrangler dev --persist-to DIR`, if any.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { backfillVariants } from '../../worker/src/lib/variant-backfill';
import { seedDemo, type SeedEnv } from './seed';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { 'persist-to': { type: 'string' } } });
const persistTo = values['persist-to'];

// The seed reports in one line; wrangler's own notes (which .dev.vars it read) are noise here.
process.env.WRANGLER_LOG ??= 'warn';

// wrangler.toml serves web/dist as assets; before the first web build it does not exist yet.
mkdirSync(path.join(root, 'web/dist'), { recursive: true });

// Wrangler keeps local state in DIR/v3, DIR being --persist-to (relative to the working directory) or
// .wrangler/state beside wrangler.toml; getPlatformProxy wants that inner folder. `persist: true` would
// resolve against the working directory instead, so the path is spelled out.
const stateDir = persistTo ? path.resolve(persistTo) : path.join(root, '.wrangler/state');
const platform = () =>
  getPlatformProxy<SeedEnv>({
    configPath: path.join(root, 'wrangler.toml'),
    persist: { path: path.join(stateDir, 'v3') },
  });

const proxy = await platform();
try {
  const { seeded } = await seedDemo(proxy.env);
  console.log(seeded ? 'Demo data seeded.' : 'Database already has data; demo seed skipped.');
} finally {
  await proxy.dispose();
}

// The seed's pictures, and any stored before uploads made variants, get theirs once. The local proxy's
// synchronous bridge to workerd can lose step on a loaded machine (a reply read as another's); a run then
// stops or leaves pictures without variants, so it goes again on a fresh proxy, which only does what is left.
const ATTEMPTS = 3;
for (let attempt = 1; ; attempt++) {
  const run = await platform();
  try {
    const { made, failed } = await backfillVariants(run.env);
    if (made || failed) console.log(`Picture variants made for ${made} pictures${failed ? `; ${failed} could not be read` : ''}.`);
    if (!failed || attempt === ATTEMPTS) break;
  } catch (err) {
    if (attempt === ATTEMPTS) throw err;
    console.warn(`Picture variants stopped (${String(err instanceof Error ? err.message : err).split('\n')[0]}); trying again.`);
  } finally {
    await run.dispose();
  }
}
