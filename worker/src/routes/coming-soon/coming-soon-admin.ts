/**
 * Coming-soon franchises, head office's side (`/admin/comming/...`, spelled as
 * the original client calls it): add, update, delete. An add takes the admin's
 * `clientId`, so a retried add answers the stored row instead of a second one.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { comingSoonAddBody, comingSoonUpdateBody } from '../../contract/coming-soon';
import { idParam } from '../../contract/common';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { comingSoon } from '../../db/schema';
import { createdStatus, createOnce } from '../../lib/create-once';
import { fail } from '../../lib/fail';
import { currentUser, requireRole } from '../../middleware/auth';
import { toComingSoon } from '../../queries/coming-soon';
import { atVersion, bump, failMovedOrMissing } from '../../lib/row-version';

const NOT_FOUND = 'Coming soon franchise not found.';
const adminOnly = requireRole('admin');

export const comingSoonAdminRoutes = new Hono<AppEnv>()
  .post('/add', adminOnly, validate('json', comingSoonAddBody), async (c) => {
    const admin = currentUser(c);
    const { clientId, ...fields } = c.req.valid('json');
    const db = createDb(c.env);
    const added = await createOnce(
      clientId,
      (key) =>
        db
          .select()
          .from(comingSoon)
          .where(and(eq(comingSoon.createdBy, admin.id), eq(comingSoon.clientId, key)))
          .get(),
      () =>
        db
          .insert(comingSoon)
          .values({ ...fields, createdBy: admin.id, clientId })
          .returning()
          .get(),
    );
    return c.json({ success: true as const, message: 'Coming Soon Franchise Added Successfully', franchise: toComingSoon(added.row) }, createdStatus(added));
  })
  .put('/:id', adminOnly, validate('param', idParam), validate('json', comingSoonUpdateBody), async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...changes } = c.req.valid('json');
    const db = createDb(c.env);
    const [row] = await db
      .update(comingSoon)
      .set({ ...changes, ...bump(comingSoon.version, currentUser(c).id) })
      .where(and(eq(comingSoon.id, id), atVersion(comingSoon.version, version)))
      .returning();
    if (!row) {
      const now = await db.select().from(comingSoon).where(eq(comingSoon.id, id)).get();
      return failMovedOrMissing(db, now, NOT_FOUND, () => toComingSoon(now!));
    }
    return c.json({ success: true as const, message: 'Coming Soon Franchise Updated Successfully', franchise: toComingSoon(row) });
  })
  .delete('/:id', adminOnly, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await createDb(c.env).delete(comingSoon).where(eq(comingSoon.id, id)).returning({ id: comingSoon.id });
    if (!deleted.length) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Coming Soon Franchise Deleted Successfully' });
  });
