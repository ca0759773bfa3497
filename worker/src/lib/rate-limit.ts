/**
 * Fixed-window counters in D1. A window starts at the first hit and lasts
 * `windowMs`; one upsert per hit, one select per check.
 */
import { and, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  limit: number;
  windowMs: number;
}

/** The client's address as Cloudflare reports it; one shared bucket when absent (local tools). */
export const clientKey = (c: Context) => c.req.header('cf-connecting-ip') ?? 'unknown-client';

/** True when any bucket already used its whole allowance in the current window. */
export async function isLimited(db: Db, buckets: string[], limit: number): Promise<boolean> {
  const row = await db
    .select({ bucket: rateLimits.bucket })
    .from(rateLimits)
    .where(and(inArray(rateLimits.bucket, buckets), gt(rateLimits.resetAt, Date.now()), gte(rateLimits.hits, limit)))
    .get();
  return row !== undefined;
}

/** Counts one hit in each bucket and answers the highest count now in force. */
export async function recordHits(db: Db, buckets: string[], windowMs: number): Promise<number> {
  const now = Date.now();
  const results = await db.batch(
    buckets.map((bucket) =>
      db
        .insert(rateLimits)
        .values({ bucket, hits: 1, resetAt: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.bucket,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${now + windowMs} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits }),
    ) as [never, ...never[]],
  );
  return Math.max(...(results as { hits: number }[][]).map((r) => r[0]?.hits ?? 0));
}

export async function clearBuckets(db: Db, buckets: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.bucket, buckets));
}
