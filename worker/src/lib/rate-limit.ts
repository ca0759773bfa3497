/**
 * Fixed-window counters in D1. A window starts at a bucket's first hit and
 * lasts `windowMs`. A request is counted and checked in one statement (an
 * upsert that returns the new count), so requests arriving together each see
 * their own count and no burst gets past a limit.
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** A limit a request went over, and when its window ends (ms since epoch). */
export interface Exceeded {
  limit: Limit;
  resetAt: number;
}

/** The client's address as Cloudflare reports it; one shared bucket when absent (local tools). */
export const clientKey = (c: Context) => c.req.header('cf-connecting-ip') ?? 'unknown-client';

function hit(db: Db, { bucket, windowMs }: Limit, now: number) {
  const expired = sql`${rateLimits.resetAt} <= ${now}`;
  return db
    .insert(rateLimits)
    .values({ bucket, hits: 1, resetAt: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then ${now + windowMs} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
}

/** Counts one hit in every bucket (one D1 batch, so one transaction) and answers the limits now exceeded. */
export async function countHit(db: Db, [first, ...rest]: [Limit, ...Limit[]]): Promise<Exceeded[]> {
  const now = Date.now();
  const rows = await db.batch([hit(db, first, now), ...rest.map((limit) => hit(db, limit, now))]);
  return [first, ...rest].flatMap((limit, i) => {
    const row = rows[i][0];
    return row.hits > limit.limit ? [{ limit, resetAt: row.resetAt }] : [];
  });
}

/** Takes one hit back from each bucket still in its window: the request turned out to be legitimate. */
export async function giveBackHit(db: Db, buckets: string[]): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`max(${rateLimits.hits} - 1, 0)` })
    .where(and(inArray(rateLimits.bucket, buckets), gt(rateLimits.resetAt, Date.now())));
}

export async function clearBuckets(db: Db, buckets: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.bucket, buckets));
}

/** "5 minutes" until `resetAt`, rounded up, for a 429's message. */
export function timeUntil(resetAt: number): string {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
