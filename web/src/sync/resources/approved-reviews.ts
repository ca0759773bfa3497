/**
 * A drink's approved reviews, newest first: cached, refreshed from
 * GET /review/drink/:id/approved. The staff's moderation list reads the same
 * endpoint uncached (`fetchApprovedReviews`).
 */
import { api, readOk } from '../../lib/api-client';
import type { Review } from '../../lib/contract';
import { db } from '../../lib/db';
import { stampRefreshed } from './cache';

// ISO times sort as plain strings; localeCompare would load the browser's collator for it, on the tap that opens the reviews.
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

export async function fetchApprovedReviews(drinkId: string): Promise<Review[]> {
  const { reviews } = await readOk(await api.review.drink[':id'].approved.$get({ param: { id: drinkId } }));
  return reviews;
}

export async function refreshApprovedReviews(drinkId: string): Promise<void> {
  const reviews = await fetchApprovedReviews(drinkId);
  await db.transaction('rw', db.reviews, db.meta, async () => {
    await db.reviews.where('drink').equals(drinkId).delete();
    await Promise.all([db.reviews.bulkPut(reviews), stampRefreshed(`reviews:${drinkId}`)]);
  });
}

export const readApprovedReviews = (drinkId: string) =>
  db.reviews
    .where('drink')
    .equals(drinkId)
    .toArray()
    .then((rows) => rows.filter((r) => r.status.toLowerCase() === 'approved').sort(newestFirst));

/**
 * A refresh that, when the server cannot be reached, answers with what the cache already had from it: none is an
 * answer too, so offline a drink without reviews says so instead of failing.
 */
export async function refreshApprovedReviewsOrCached(drinkId: string): Promise<void> {
  try {
    await refreshApprovedReviews(drinkId);
  } catch (error) {
    if (!(await db.meta.get(`reviews:${drinkId}`))) throw error;
  }
}
