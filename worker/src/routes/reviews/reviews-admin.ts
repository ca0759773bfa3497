/** Review moderation (admin only): the queue of pending reviews, a drink's pending ones, a status change, a delete. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { reviewStatusBody, type QueuedReview } from '../../contract/reviews';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { drinks, reviews } from '../../db/schema';
import { fail } from '../../lib/fail';
import { mediaUrl } from '../../lib/media-url';
import { requireRole } from '../../middleware/auth';
import { listByStatus, toReview } from './review-view';

export const reviewAdminRoutes = new Hono<AppEnv>()
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
    const [deleted] = await createDb(c.env)
      .delete(reviews)
      .where(eq(reviews.id, c.req.valid('param').id))
      .returning({ id: reviews.id });
    if (!deleted) fail(404, 'Review not found.');
    return c.json({ success: true as const, message: 'Review deleted' });
  });
