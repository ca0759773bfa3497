/**
 * Drink reviews. Visitors post reviews (pending until an admin approves) and
 * read approved ones, for drinks of the public (brand) menu only; admins list
 * pending and approved, change status and delete. A review posted with a
 * `clientId` is stored once: a replay from the offline outbox answers the
 * stored review with 200 instead of a second row.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { DRINK_NOT_FOUND } from '../../contract/own-menu';
import { reviewBody, reviewStatusBody, type QueuedReview, type Review } from '../../contract/reviews';
import { validate } from '../../lib/validate';
import { createDb, type Db } from '../../db/client';
import { drinks, reviews } from '../../db/schema';
import { createdStatus, createOnce } from '../../lib/create-once';
import { fail } from '../../lib/fail';
import { mediaUrl } from '../../lib/media-url';
import { requireRole } from '../../middleware/auth';
import { publicWriteLimit } from '../../middleware/rate-limit';
import { brandDrink } from '../menu/menu';

const toReview = (r: typeof reviews.$inferSelect): Review => ({
  _id: r.id,
  drink: r.drinkId,
  name: r.name,
  rating: r.rating,
  comment: r.comment,
  status: r.status,
  createdAt: new Date(r.createdAt).toISOString(),
});

const listByStatus = (db: Db, drinkId: string, status: Review['status']) =>
  db.select().from(reviews).where(and(eq(reviews.drinkId, drinkId), eq(reviews.status, status))).orderBy(desc(reviews.createdAt));

export const reviewRoutes = new Hono<AppEnv>()
  .post('/drink/:id', publicWriteLimit('review'), validate('param', idParam), validate('json', reviewBody), async (c) => {
    const { id } = c.req.valid('param');
    const { clientId, ...review } = c.req.valid('json');
    const db = createDb(c.env);
    const posted = await createOnce(
      clientId,
      (key) => db.select().from(reviews).where(eq(reviews.clientId, key)).get(),
      async () => {
        if (!(await brandDrink(db, id).get())) fail(404, DRINK_NOT_FOUND);
        return db.insert(reviews).values({ drinkId: id, ...review, clientId: clientId ?? null }).returning().get();
      },
    );
    if (posted.row.drinkId !== id) fail(409, 'This review id was already used for another drink.');
    return c.json({ success: true as const, message: 'Review Submitted Successfully', review: toReview(posted.row) }, createdStatus(posted));
  })
  .get('/drink/:id/approved', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env);
    const [drink, rows] = await db.batch([brandDrink(db, id), listByStatus(db, id, 'approved')]);
    if (!drink.length) fail(404, DRINK_NOT_FOUND);
    return c.json({ success: true as const, reviews: rows.map(toReview) });
  })
  // The moderation queue: every drink's pending reviews on one screen, oldest waiting first.
  .get('/pending', requireRole('admin'), async (c) => {
    const rows = await createDb(c.env)
      .select({ review: reviews, drinkName: drinks.name, drinkImageKey: drinks.imageKey })
      .from(reviews)
      .innerJoin(drinks, eq(drinks.id, reviews.drinkId))
      .where(eq(reviews.status, 'pending'))
      .orderBy(asc(reviews.createdAt))
      .limit(500);
    const queue: QueuedReview[] = rows.map((r) => ({ ...toReview(r.review), drinkName: r.drinkName, drinkImage: mediaUrl(r.drinkImageKey) }));
    return c.json({ success: true as const, reviews: queue });
  })
  .get('/drink/:id/pending', requireRole('admin'), validate('param', idParam), async (c) => {
    const rows = await listByStatus(createDb(c.env), c.req.valid('param').id, 'pending');
    return c.json({ success: true as const, reviews: rows.map(toReview) });
  })
  .put('/:id', requireRole('admin'), validate('param', idParam), validate('json', reviewStatusBody), async (c) => {
    const [updated] = await createDb(c.env)
      .update(reviews)
      .set({ status: c.req.valid('json').status })
      .where(eq(reviews.id, c.req.valid('param').id))
      .returning();
    if (!updated) fail(404, 'Review not found.');
    return c.json({ success: true as const, message: 'Review updated', review: toReview(updated) });
  })
  .delete('/:id', requireRole('admin'), validate('param', idParam), async (c) => {
    const [deleted] = await createDb(c.env).delete(reviews).where(eq(reviews.id, c.req.valid('param').id)).returning({ id: reviews.id });
    if (!deleted) fail(404, 'Review not found.');
    return c.json({ success: true as const, message: 'Review deleted' });
  });
