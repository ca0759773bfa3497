/**
 * Messages (`/message`). Stored in D1 first (idempotent on the sender's
 * clientId, so an outbox replay never doubles a message and another user's
 * id never touches it), then pushed to both members' chat rooms after the
 * response.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { conversationParam, messageBody, messagePageQuery, type ChatMessage } from '../../contract/chat';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { messages } from '../../db/schema';
import { afterResponse } from '../../lib/background';
import { createdStatus, createOnce } from '../../lib/create-once';
import { fail } from '../../lib/fail';
import { pushMessage } from '../../lib/realtime';
import { currentUser, requireRole } from '../../middleware/auth';
import { findMembership, markSeen } from './conversation-store';

const NOT_FOUND = 'Conversation not found.';

const toMessage = (m: typeof messages.$inferSelect): ChatMessage => ({
  _id: m.id,
  conversationId: m.conversationId,
  sender: m.senderId,
  text: m.text,
  createdAt: new Date(m.createdAt).toISOString(),
  clientId: m.clientId,
});

export const messageAdminRoutes = new Hono<AppEnv>()
  .use(requireRole('admin', 'franchise'))
  .post('/', validate('json', messageBody), async (c) => {
    const me = currentUser(c);
    const { conversationId, text, clientId } = c.req.valid('json');
    const db = createDb(c.env);
    const membership = await findMembership(db, conversationId, me);
    if (!membership) fail(404, NOT_FOUND);
    const sent = await createOnce(
      clientId,
      (key) =>
        db
          .select()
          .from(messages)
          .where(and(eq(messages.senderId, me.id), eq(messages.clientId, key)))
          .get(),
      async () => {
        const [[created]] = await db.batch([
          db
            .insert(messages)
            .values({ conversationId, senderId: me.id, text, clientId: clientId ?? null })
            .returning(),
          // The sender has seen everything up to their own message.
          markSeen(db, conversationId, me.id),
        ]);
        return created;
      },
    );
    // A sender's key names one message: reused for another conversation, it is a client bug, not a replay.
    if (sent.row.conversationId !== conversationId) fail(409, 'This message id was already used.');
    const message = toMessage(sent.row);
    if (sent.created) await afterResponse(c, pushMessage(c.env, membership.memberIds, message));
    return c.json({ success: true as const, message }, createdStatus(sent));
  })
  .put('/seen/:conversationId', validate('param', conversationParam), async (c) => {
    const me = currentUser(c);
    const { conversationId } = c.req.valid('param');
    const db = createDb(c.env);
    if (!(await findMembership(db, conversationId, me))) fail(404, NOT_FOUND);
    await markSeen(db, conversationId, me.id);
    return c.json({ success: true as const });
  })
  .get('/:conversationId', validate('param', conversationParam), validate('query', messagePageQuery), async (c) => {
    const me = currentUser(c);
    const { conversationId } = c.req.valid('param');
    const { before, limit } = c.req.valid('query');
    const db = createDb(c.env);
    if (!(await findMembership(db, conversationId, me))) fail(404, NOT_FOUND);
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.createdAt, Date.parse(before)) : undefined))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit).reverse();
    return c.json({ success: true as const, messages: page.map(toMessage), hasMore: rows.length > limit });
  });
