/** `POST /user/franchise/request`: a visitor's franchise enquiry, stored once per clientId. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { franchiseEnquiryBody } from '../../contract/franchise-requests';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { franchiseRequests } from '../../db/schema';
import { createdStatus, createOnce } from '../../lib/create-once';
import { publicWriteLimit } from '../../middleware/rate-limit';

export const franchiseRequestRoutes = new Hono<AppEnv>().post('/request', publicWriteLimit('enquiry'), validate('json', franchiseEnquiryBody), async (c) => {
  const { clientId, ...enquiry } = c.req.valid('json');
  const db = createDb(c.env);
  const sent = await createOnce(
    clientId,
    (key) => db.select({ id: franchiseRequests.id }).from(franchiseRequests).where(eq(franchiseRequests.clientId, key)).get(),
    () =>
      db
        .insert(franchiseRequests)
        .values({ ...enquiry, clientId: clientId ?? null })
        .returning({ id: franchiseRequests.id })
        .get(),
  );
  return c.json({ success: true as const, message: 'Message Sent Successfully', _id: sent.row.id }, createdStatus(sent));
});
