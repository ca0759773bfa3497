/**
 * `GET /dashboard/counts`: every number the dashboard's sidebar shows, in one
 * D1 statement, so the sidebar asks once instead of each screen loading its
 * whole list to count it.
 */
import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../../app-env';
import type { DashboardCounts } from '../../contract/dashboard-counts';
import { createDb } from '../../db/client';
import { contactMessages, conversationMembers, franchiseRequests, messages, reviews } from '../../db/schema';
import { currentUser, requireRole } from '../../middleware/auth';

export const dashboardCountsRoutes = new Hono<AppEnv>().get('/counts', requireRole('admin', 'franchise'), async (c) => {
  const me = currentUser(c);
  // Head office's queues are zero for a franchise, which never sees them.
  const adminQueue = (count: SQL) => (me.role === 'admin' ? count : sql`0`);
  const [row] = await createDb(c.env).all<DashboardCounts>(sql`select
    ${adminQueue(sql`(select count(*) from ${contactMessages} where ${contactMessages.readAt} is null)`)} as inbox,
    ${adminQueue(sql`(select count(*) from ${franchiseRequests} where ${franchiseRequests.readAt} is null)`)} as requests,
    ${adminQueue(sql`(select count(*) from ${reviews} where ${reviews.status} = 'pending')`)} as pendingReviews,
    -- Same rule as the chat screen's per-franchise count: from the partner, after I last looked.
    (select count(*) from ${messages}
      join ${conversationMembers} mine on mine.conversation_id = ${messages.conversationId} and mine.user_id = ${me.id}
      where ${messages.senderId} != ${me.id} and ${messages.createdAt} > mine.last_seen_at) as chat`);
  const counts: DashboardCounts = {
    inbox: Number(row?.inbox ?? 0),
    requests: Number(row?.requests ?? 0),
    pendingReviews: Number(row?.pendingReviews ?? 0),
    chat: Number(row?.chat ?? 0),
  };
  return c.json({ success: true as const, counts });
});
