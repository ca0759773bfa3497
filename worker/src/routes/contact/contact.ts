/** `POST /user/contact-us`: a visitor's message to head office, stored once per clientId. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { contactBody } from '../../contract/contact';
import { validate } from '../../contract/validate';
import { createDb } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { publicWriteLimit } from '../../middleware/rate-limit';

export const contactRoutes = new Hono<AppEnv>().post('/contact-us', publicWriteLimit('contact'), validate('json', contactBody), async (c) => {
  const { clientId, ...message } = c.req.valid('json');
  const db = createDb(c.env);
  const [created] = await db
    .insert(contactMessages)
    .values({ ...message, clientId: clientId ?? null })
    .onConflictDoNothing({ target: contactMessages.clientId })
    .returning({ id: contactMessages.id });
  const id = created?.id ?? (await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.clientId, clientId!)).get())!.id;
  return c.json({ success: true as const, message: 'Message Sent Successfully', _id: id }, created ? 201 : 200);
});
