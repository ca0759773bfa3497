/** A stored review as the API sends it, and the per-drink lists both the visitors' and the moderators' routes read. */
import { and, desc, eq } from 'drizzle-orm';
import type { Review } from '../../contract/reviews';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

export const toReview = (r: typeof reviews.$inferSelect): Review => ({
  _id: r.id,
  drink: r.drinkId,
  name: r.name,
  rating: r.rating,
  comment: r.comment,
  status: r.status,
  createdAt: new Date(r.createdAt).toISOString(),
});

export const listByStatus = (db: Db, drinkId: string, status: Review['status']) =>
  db
    .select()
    .from(reviews)
    .where(and(eq(reviews.drinkId, drinkId), eq(reviews.status, status)))
    .orderBy(desc(reviews.createdAt));
