/**
 * Conversations (`/conversation`). A franchise has one, with head office; the
 * admin has one per franchise. Only members see a conversation: anyone else
 * gets 404, as if it did not exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { pairParam, type ChatFranchise } from '../../contract/chat';
import { unreadAndRecentFirst } from '../../contract/chat-order';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { conversationMembers, conversations, franchiseProfiles, messages, users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { mediaUrl } from '../../lib/media-url';
import { currentUser, requireRole } from '../../middleware/auth';
import { getOrCreateConversation, headOffice } from './conversation-store';

function lastMessageOf(json: string | null): ChatFranchise['lastMessage'] {
  if (!json) return null;
  const { text, sender, createdAt } = JSON.parse(json) as { text: string; sender: string; createdAt: number };
  return { text, sender, createdAt: new Date(createdAt).toISOString() };
}

export const conversationAdminRoutes = new Hono<AppEnv>()
  .get('/', requireRole('admin', 'franchise'), async (c) => {
    const me = currentUser(c);
    const db = createDb(c.env);
    if (me.role === 'franchise') {
      const admin = await headOffice(db);
      if (!admin) fail(404, 'Head office chat is not available yet.');
      return c.json([await getOrCreateConversation(db, admin.id, me.id)]);
    }
    const rows = await db
      .select({ id: conversations.id, pairKey: conversations.pairKey })
      .from(conversations)
      .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, me.id)))
      .orderBy(asc(conversations.createdAt));
    return c.json(rows.map((r) => ({ _id: r.id, members: r.pairKey.split(':') as [string, string] })));
  })
  .get('/find/:firstUserId/:secondUserId', requireRole('admin', 'franchise'), validate('param', pairParam), async (c) => {
    const me = currentUser(c);
    const { firstUserId, secondUserId } = c.req.valid('param');
    if (me.id !== firstUserId && me.id !== secondUserId) fail(404, 'Conversation not found.');
    const db = createDb(c.env);
    const pair = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`${users.id} in (${firstUserId}, ${secondUserId})`);
    const admin = pair.find((u) => u.role === 'admin');
    const franchise = pair.find((u) => u.role === 'franchise');
    if (!admin || !franchise) fail(404, 'Conversation not found.');
    return c.json(await getOrCreateConversation(db, admin.id, franchise.id));
  })
  .get('/franchises', requireRole('admin'), async (c) => {
    const me = currentUser(c);
    // One query: every franchise, its conversation with me, its newest message and what I have not seen yet.
    const rows = await createDb(c.env)
      .select({
        id: users.id,
        name: franchiseProfiles.name,
        imageKey: franchiseProfiles.imageKey,
        conversationId: conversations.id,
        unread: sql<number>`(
          select count(*) from ${messages}
          join ${conversationMembers} seen on seen.conversation_id = ${messages.conversationId} and seen.user_id = ${me.id}
          where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} != ${me.id} and ${messages.createdAt} > seen.last_seen_at
        )`,
        last: sql<string | null>`(
          select json_object('text', ${messages.text}, 'sender', ${messages.senderId}, 'createdAt', ${messages.createdAt}) from ${messages}
          where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc, ${messages.id} desc limit 1
        )`,
      })
      .from(users)
      .innerJoin(franchiseProfiles, eq(franchiseProfiles.userId, users.id))
      .leftJoin(conversations, eq(conversations.pairKey, sql`${me.id} || ':' || ${users.id}`))
      .where(eq(users.role, 'franchise'))
      .orderBy(asc(franchiseProfiles.name));
    const list: ChatFranchise[] = rows.map((r) => ({
      _id: r.id,
      conversationId: r.conversationId,
      unreadMessagesCount: Number(r.unread ?? 0),
      franchise: { name: r.name, image: mediaUrl(r.imageKey) },
      lastMessage: lastMessageOf(r.last),
    }));
    return c.json({ success: true as const, franchises: list.sort(unreadAndRecentFirst) });
  });
