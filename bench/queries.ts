/**
 * How many D1 statements and round trips the public read endpoints make,
 * counted for real: the Worker's Hono app runs in this process against the
 * local D1 of a state folder (wrangler's getPlatformProxy, like the seed
 * script), with the DB binding wrapped by worker/test/counting-d1.ts.
 * Run on the demo database and on the scale database, the counts must match.
 * Use it while no `wrangler dev` has the same folder open.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getPlatformProxy } from 'wrangler';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types/2023-07-01';
import app from '../worker/src/index';
import { countingD1, type D1Counts } from '../worker/test/counting-d1';
import { dropMenu } from '../worker/src/queries/menu-cache';

export interface BenchEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
}

export interface QueryCount extends D1Counts {
  endpoint: string;
  status: number;
  responseKB: number;
  /** The body's bytes gzipped at level 9 and at 6 (zlib's default). */
  gzipBytes: { level9: number; level6: number };
}

export interface QueryCounts {
  series: number;
  drinks: number;
  menu: QueryCount;
  approvedReviews: QueryCount;
}

/** getPlatformProxy on a `--persist-to` folder (wrangler keeps its state in DIR/v3). */
export async function openLocalEnv(persistTo: string) {
  // wrangler.toml names web/dist as assets; before any build it may not exist.
  mkdirSync('web/dist', { recursive: true });
  return getPlatformProxy<BenchEnv>({ configPath: path.resolve('wrangler.toml'), persist: { path: path.join(path.resolve(persistTo), 'v3') } });
}

async function counted(env: BenchEnv, endpoint: string): Promise<{ count: QueryCount; body: unknown }> {
  const counting = countingD1(env.DB);
  const countedEnv = { ...env, DB: counting.db };
  const res = await app.request(`http://127.0.0.1/api/v1${endpoint}`, {}, countedEnv);
  const text = await res.text();
  const gzipBytes = { level9: gzipSync(text, { level: 9 }).length, level6: gzipSync(text, { level: 6 }).length };
  return { count: { endpoint, status: res.status, responseKB: Math.round(text.length / 102.4) / 10, gzipBytes, ...counting.counts }, body: JSON.parse(text) as unknown };
}

export async function countQueries(env: BenchEnv, drinkId: string): Promise<QueryCounts> {
  // The demo's ids were read through this same app a moment ago: without this, the menu would come from its isolate cache and count nothing.
  dropMenu();
  const menu = await counted(env, '/user/menu/admin/series');
  const list = (menu.body as { menu: { series: { drinks: unknown[] }[] } }).menu.series;
  const approved = await counted(env, `/review/drink/${drinkId}/approved`);
  return { series: list.length, drinks: list.reduce((n, s) => n + s.drinks.length, 0), menu: menu.count, approvedReviews: approved.count };
}

export interface ReviewedDrink {
  seriesId: string;
  drinkId: string;
  approved: number;
}

/** The first series of the public menu, and its drink with the most approved reviews (asked through the app itself). */
export async function findReviewedDrink(env: BenchEnv): Promise<ReviewedDrink> {
  const get = async <T>(endpoint: string) => (await (await app.request(`http://127.0.0.1/api/v1${endpoint}`, {}, env)).json()) as T;
  const { menu } = await get<{ menu: { series: { _id: string; drinks: { _id: string }[] }[] } }>('/user/menu/admin/series');
  if (!menu.series.length) throw new Error('The public menu is empty: was the database seeded?');
  let best: ReviewedDrink = { seriesId: menu.series[0]._id, drinkId: menu.series[0].drinks[0]?._id ?? '', approved: -1 };
  for (const s of menu.series) {
    for (const d of s.drinks) {
      const { reviews } = await get<{ reviews: unknown[] }>(`/review/drink/${d._id}/approved`);
      if (reviews.length > best.approved) best = { seriesId: menu.series[0]._id, drinkId: d._id, approved: reviews.length };
    }
  }
  return best;
}
