/**
 * Visitor newsletter sign-up (`POST /user/newsletter/add`). Signing up twice
 * is not an error and adds no second row, which also makes an offline replay
 * of the same sign-up harmless.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { newsletterSignupBody } from '../../contract/newsletters';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { publicWriteLimit } from '../../middleware/rate-limit';

export const newsletterRoutes = new Hono<AppEnv>().post('/add', publicWriteLimit('newsletter'), validate('json', newsletterSignupBody), async (c) => {
  const { email } = c.req.valid('json');
  await createDb(c.env).insert(newsletterSubscribers).values({ email }).onConflictDoNothing({ target: newsletterSubscribers.email });
  return c.json({ success: true as const, message: 'Successfully subscribed' });
});
