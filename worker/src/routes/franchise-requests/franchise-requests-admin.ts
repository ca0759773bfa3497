/**
 * Franchise enquiries for the admin (`/admin/franchise/...`, paths spelled as
 * the original client calls them). They hold net worth and assets, so unlike
 * the original backend every call here is admin only.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { FranchiseRequest } from '../../contract/franchise-requests';
import { idParam } from '../../contract/common';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { franchiseRequests } from '../../db/schema';
import { fail } from '../../lib/fail';
import { markRead } from '../../lib/mark-read';
import { requireRole } from '../../middleware/auth';

const adminOnly = requireRole('admin');
const NOT_FOUND = 'Request not found.';

const toFranchiseRequest = ({ id, clientId: _clientId, readAt, createdAt, ...fields }: typeof franchiseRequests.$inferSelect): FranchiseRequest => ({
  _id: id,
  ...fields,
  read: readAt !== null,
  createdAt: new Date(createdAt).toISOString(),
});

export const franchiseRequestAdminRoutes = new Hono<AppEnv>()
  .get('/requsets', adminOnly, async (c) => {
    const rows = await createDb(c.env).select().from(franchiseRequests).orderBy(desc(franchiseRequests.createdAt), desc(franchiseRequests.id));
    return c.json({ success: true as const, franchiseRequest: rows.map(toFranchiseRequest) });
  })
  .put('/requset/:id/read', adminOnly, validate('param', idParam), async (c) => {
    if (!(await markRead(createDb(c.env), franchiseRequests, c.req.valid('param').id))) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Request marked as read' });
  })
  .delete('/requset/:id', adminOnly, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await createDb(c.env).delete(franchiseRequests).where(eq(franchiseRequests.id, id)).returning({ id: franchiseRequests.id });
    if (!deleted.length) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Request Deleted Successfully' });
  });
