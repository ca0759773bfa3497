/**
 * `GET /admin/contact-messages`: what visitors sent through the contact form,
 * newest first. Not in the original API, where the messages were stored but
 * nobody could read them.
 */
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { requireRole } from '../../middleware/auth';

export const contactAdminRoutes = new Hono<AppEnv>().get('/contact-messages', requireRole('admin'), async (c) => {
  const rows = await createDb(c.env).select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(500);
  return c.json({
    success: true as const,
    messages: rows.map((m) => ({ _id: m.id, name: m.name, email: m.email, message: m.message, createdAt: new Date(m.createdAt).toISOString() })),
  });
});
