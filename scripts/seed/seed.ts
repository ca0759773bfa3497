/**
 * Fills an empty database with the demo brand: logins, menus, stores,
 * reviews, social counts and content, with generated pictures in R2.
 * Runs only when there is no user yet, so it never touches real data, and
 * writes every row in one D1 batch (a transaction): all or nothing.
 */
// Imported, not ambient: scripts/ is also type-checked as Node code (tsconfig.node.json), which has no
// Workers globals. The entry point matches the worker's `types`, so its Env binds to these.
import type { D1Database, ImagesBinding, R2Bucket } from '@cloudflare/workers-types/2023-07-01';
import { getTableColumns } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createDb, type Db } from '../../worker/src/db/client';
import {
  brandProfile,
  comingSoon,
  contentItems,
  drinks,
  drinkToppings,
  franchiseProfiles,
  toppings,
  locations,
  locationSpecialHours,
  locationTimings,
  reviews,
  series,
  socialDetails,
  users,
} from '../../worker/src/db/schema';
import { demoRows } from './demo-rows';
import { PictureQueue } from './picture-queue';

export interface SeedEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** For picture variants, made after seeding by the backfill (cli.ts). */
  IMAGES: ImagesBinding;
}

/** D1 refuses statements with more bound parameters than this. */
const D1_MAX_PARAMS = 100;

/** Multi-row inserts split so no statement goes over D1's parameter limit. */
function inserts<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(1, Math.floor(D1_MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const statements: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += perStatement) statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  return statements;
}

export async function seedDemo(env: SeedEnv): Promise<{ seeded: boolean }> {
  const db = createDb(env);
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return { seeded: false };

  const pictures = new PictureQueue();
  const rows = await demoRows(pictures, Date.now());
  const [first, ...rest] = [
    ...inserts(db, users, rows.users),
    ...inserts(db, franchiseProfiles, rows.franchiseProfiles),
    ...inserts(db, series, rows.series),
    ...inserts(db, drinks, rows.drinks),
    ...inserts(db, toppings, rows.toppings),
    ...inserts(db, drinkToppings, rows.drinkToppings),
    ...inserts(db, reviews, rows.reviews),
    ...inserts(db, locations, rows.locations),
    ...inserts(db, locationTimings, rows.locationTimings),
    ...inserts(db, locationSpecialHours, rows.locationSpecialHours),
    ...inserts(db, comingSoon, rows.comingSoon),
    ...inserts(db, socialDetails, rows.socialDetails),
    ...inserts(db, contentItems, rows.contentItems),
    ...inserts(db, brandProfile, rows.brandProfile),
  ];
  try {
    await pictures.upload(env.MEDIA);
    await db.batch([first, ...rest]);
  } catch (err) {
    // E.g. a second seed racing this one hits the unique email index; drop our pictures.
    await pictures.discard(env.MEDIA);
    throw err;
  }
  return { seeded: true };
}
