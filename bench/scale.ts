/**
 * The scale check: a scratch D1 with the real migrations and a brand menu of
 * 200 series × 30 drinks × 50 approved reviews (6,000 drinks, 300,000
 * reviews), then the public menu and approved-reviews latency on it.
 * Rows go in through getPlatformProxy as D1 batches of multi-row inserts,
 * each statement under D1's 100 bound parameters.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { getTableColumns } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createDb, type Db } from '../worker/src/db/client';
import { drinks, reviews, series, users } from '../worker/src/db/schema';
import { countQueries, openLocalEnv, type QueryCounts } from './queries';
import { round } from './support/stats';

export const SCALE = { series: 200, drinksPerSeries: 30, reviewsPerDrink: 50 };

const D1_MAX_PARAMS = 100;
/** Statements per D1 batch: large enough to be quick, small enough for one request body. */
const STATEMENTS_PER_BATCH = 200;

function inserts<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(1, Math.floor(D1_MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const statements: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += perStatement) statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  return statements;
}

async function runBatches(db: Db, statements: BatchItem<'sqlite'>[]) {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    await db.batch([first, ...rest]);
  }
}

export interface ScaleSeed {
  rows: { series: number; drinks: number; reviews: number };
  seedSeconds: number;
  drinkWithReviews: string;
  queries: QueryCounts;
}

/** Applies the migrations to `persistTo` and fills it; answers a drink to read reviews of and the query counts. */
export async function seedScale(persistTo: string): Promise<ScaleSeed> {
  execFileSync('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  const started = performance.now();
  const proxy = await openLocalEnv(persistTo);
  try {
    const db = createDb(proxy.env);
    const ownerId = crypto.randomUUID();
    // Never logs in: the hash only has to be well-formed.
    await db.insert(users).values({ id: ownerId, email: 'scale-hq@example.com', role: 'admin', passwordHash: 'pbkdf2-sha256$100000$c2NhbGU$c2NhbGU' });

    const t0 = Date.now() - 365 * 24 * 3600 * 1000;
    const seriesRows = Array.from({ length: SCALE.series }, (_, i) => ({ id: crypto.randomUUID(), ownerId, name: `Scale Series ${i + 1}`, createdAt: t0 + i }));
    await runBatches(db, inserts(db, series, seriesRows));

    let drinkCount = 0;
    let reviewCount = 0;
    let firstDrink = '';
    // A few series at a time keeps memory flat while the batches stay large.
    for (let s = 0; s < seriesRows.length; s += 10) {
      const drinkRows = seriesRows.slice(s, s + 10).flatMap((sr, si) =>
        Array.from({ length: SCALE.drinksPerSeries }, (_, d) => ({
          id: crypto.randomUUID(),
          seriesId: sr.id,
          name: `${sr.name} Drink ${d + 1}`,
          description: 'Black tea, fresh milk and brown sugar pearls, shaken over ice.',
          createdAt: t0 + (s + si) * 100 + d,
        })),
      );
      const reviewRows = drinkRows.flatMap((dr) =>
        Array.from({ length: SCALE.reviewsPerDrink }, (_, r) => ({
          id: crypto.randomUUID(),
          drinkId: dr.id,
          name: `Visitor ${r + 1}`,
          rating: 1 + (r % 5),
          comment: 'Smooth tea and perfectly chewy pearls. Would order again.',
          status: 'approved' as const,
          createdAt: t0 + r * 1000,
        })),
      );
      firstDrink ||= drinkRows[0].id;
      await runBatches(db, [...inserts(db, drinks, drinkRows), ...inserts(db, reviews, reviewRows)]);
      drinkCount += drinkRows.length;
      reviewCount += reviewRows.length;
    }
    const seedSeconds = round((performance.now() - started) / 1000, 1);
    const queries = await countQueries(proxy.env, firstDrink);
    return { rows: { series: seriesRows.length, drinks: drinkCount, reviews: reviewCount }, seedSeconds, drinkWithReviews: firstDrink, queries };
  } finally {
    await proxy.dispose();
  }
}
