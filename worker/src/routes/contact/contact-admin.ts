/**
 * Head office's inbox of contact messages (`/admin/contact-messages`): newest
 * first, unread until opened, deleted when handled. Not in the original API,
 * where the messages were stored but nobody could read them.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import type { ContactMessage } from '../../contract/contact';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { fail } from '../../lib/fail';
import { markRead } from '../../lib/mark-read';
import { requireRole } from '../../middleware/auth';

const adminOnly = requireRole('admin');
const NOT_FOUND = 'Message not found.';

const toContactMessage = (m: typeof contactMessages.$inferSelect): ContactMessage => ({
  _id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  read: m.readAt !== null,
  createdAt: new Date(m.createdAt).toISOString(),
});

export const contactAdminRoutes = new Hono<AppEnv>()
  .get('/contact-messages', adminOnly, async (c) => {
    const rows = await createDb(c.env).select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(500);
    return c.json({ success: true as const, messages: rows.map(toContactMessage) });
  })
  .put('/contact-messages/:id/read', adminOnly, validate('param', idParam), async (c) => {
    if (!(await markRead(createDb(c.env), contactMessages, c.req.valid('param').id))) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Message marked as read' });
  })
  .delete('/contact-messages/:id', adminOnly, validate('param', idParam), async (c) => {
    const deleted = await createDb(c.env)
      .delete(contactMessages)
      .where(eq(contactMessages.id, c.req.valid('param').id))
      .returning({ id: contactMessages.id });
    if (!deleted.length) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Message Deleted Successfully' });
  });
