/** `POST /user/contact-us`: a visitor's message to head office, stored once per clientId. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { contactBody } from '../../contract/contact';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { createdStatus, createOnce } from '../../lib/create-once';
import { publicWriteLimit } from '../../middleware/rate-limit';

export const contactRoutes = new Hono<AppEnv>().post('/contact-us', publicWriteLimit('contact'), validate('json', contactBody), async (c) => {
  const { clientId, ...message } = c.req.valid('json');
  const db = createDb(c.env);
  const sent = await createOnce(
    clientId,
    (key) => db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.clientId, key)).get(),
    () =>
      db
        .insert(contactMessages)
        .values({ ...message, clientId: clientId ?? null })
        .returning({ id: contactMessages.id })
        .get(),
  );
  return c.json({ success: true as const, message: 'Message Sent Successfully', _id: sent.row.id }, createdStatus(sent));
});
