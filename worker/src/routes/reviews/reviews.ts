/**
 * Drink reviews visitors post (pending until an admin approves) and read
 * (approved only), for drinks of the public (brand) menu only. A review
 * posted with a `clientId` is stored once: a replay from the offline outbox
 * answers the stored review with 200 instead of a second row. Moderation is
 * reviews-admin.ts.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { DRINK_NOT_FOUND } from '../../contract/own-menu';
import { reviewBody } from '../../contract/reviews';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { reviews } from '../../db/schema';
import { createdStatus, createOnce } from '../../lib/create-once';
import { fail } from '../../lib/fail';
import { publicWriteLimit } from '../../middleware/rate-limit';
import { brandDrink } from '../../queries/menu';
import { listByStatus, toReview } from './review-view';

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
        return db
          .insert(reviews)
          .values({ drinkId: id, ...review, clientId: clientId ?? null })
          .returning()
          .get();
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
  });
