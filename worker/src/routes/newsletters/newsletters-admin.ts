/**
 * Newsletter subscribers for the admin (`/admin/newsletters`). An export marks
 * the subscribers it hands out (`exported_at`, in the same statement that
 * reads them), and 'Remove exported subscribers' deletes exactly those, so
 * someone who subscribes in between is kept (the original deleted everyone),
 * and the removal still works after a reload or on another device.
 */
import { asc, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { newsletterDeleteBody, subscribersRemoved, type NewsletterSubscriber } from '../../contract/newsletters';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { requireRole } from '../../middleware/auth';

const adminOnly = requireRole('admin');

const toSubscriber = (r: typeof newsletterSubscribers.$inferSelect): NewsletterSubscriber => ({
  _id: r.id,
  email: r.email,
  createdAt: new Date(r.createdAt).toISOString(),
  exportedAt: r.exportedAt === null ? null : new Date(r.exportedAt).toISOString(),
});

const oldestFirst = (a: NewsletterSubscriber, b: NewsletterSubscriber) => a.createdAt.localeCompare(b.createdAt) || a.email.localeCompare(b.email);

export const newsletterAdminRoutes = new Hono<AppEnv>()
  .get('/', adminOnly, async (c) => {
    const rows = await createDb(c.env).select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
    return c.json({ success: true as const, newsLetter: rows.map(toSubscriber) });
  })
  .post('/export', adminOnly, async (c) => {
    // One statement marks and reads: the list handed out is exactly what is marked.
    const rows = await createDb(c.env).update(newsletterSubscribers).set({ exportedAt: Date.now() }).returning();
    return c.json({ success: true as const, newsLetter: rows.map(toSubscriber).sort(oldestFirst) });
  })
  .delete('/exported', adminOnly, async (c) => {
    const removed = await createDb(c.env).delete(newsletterSubscribers).where(isNotNull(newsletterSubscribers.exportedAt)).returning({ id: newsletterSubscribers.id });
    return c.json({ success: true as const, message: subscribersRemoved(removed.length), deleted: removed.length });
  })
  .delete('/', adminOnly, validate('json', newsletterDeleteBody), async (c) => {
    const { ids } = c.req.valid('json');
    // One JSON parameter instead of one per id: D1 binds at most 100 parameters per statement.
    const deleted = await createDb(c.env)
      .delete(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.id} in (select value from json_each(${JSON.stringify(ids)}))`)
      .returning({ id: newsletterSubscribers.id });
    return c.json({ success: true as const, message: subscribersRemoved(deleted.length), deleted: deleted.length });
  });
