/**
 * Newsletter subscribers for the admin (`/admin/newsletters`). The dashboard
 * exports the list to a spreadsheet and then deletes exactly the ids it
 * exported, so someone who subscribes in between is kept (the original
 * deleted everyone).
 */
import { asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { newsletterDeleteBody, type NewsletterSubscriber } from '../../contract/newsletters';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { requireRole } from '../../middleware/auth';

const adminOnly = requireRole('admin');

const toSubscriber = (r: typeof newsletterSubscribers.$inferSelect): NewsletterSubscriber => ({
  _id: r.id,
  email: r.email,
  createdAt: new Date(r.createdAt).toISOString(),
});

export const newsletterAdminRoutes = new Hono<AppEnv>()
  .get('/', adminOnly, async (c) => {
    const rows = await createDb(c.env).select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
    return c.json({ success: true as const, newsLetter: rows.map(toSubscriber) });
  })
  .delete('/', adminOnly, validate('json', newsletterDeleteBody), async (c) => {
    const { ids } = c.req.valid('json');
    // One JSON parameter instead of one per id: D1 binds at most 100 parameters per statement.
    const deleted = await createDb(c.env)
      .delete(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.id} in (select value from json_each(${JSON.stringify(ids)}))`)
      .returning({ id: newsletterSubscribers.id });
    return c.json({ success: true as const, message: 'All newsletters deleted successfully', deleted: deleted.length });
  });
