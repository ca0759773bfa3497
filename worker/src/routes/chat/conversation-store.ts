/** Conversations between head office and a franchise: one per pair, made on first need. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, users } from '../../db/schema';
import type { Conversation } from '../../contract/chat';
import type { SessionUser } from '../../app-env';

const adminAccounts = (db: Db) => db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt), asc(users.id));

/** Head office is the first admin account; franchises chat with it. */
export const headOffice = (db: Db) => adminAccounts(db).get();

/** Every head office account, head office first: the people a franchise may chat with. */
export const headOfficeAccounts = (db: Db, limit: number) => adminAccounts(db).limit(limit);

const findPair = (db: Db, pairKey: string) => db.select({ id: conversations.id }).from(conversations).where(eq(conversations.pairKey, pairKey)).get();

export async function getOrCreateConversation(db: Db, adminId: string, franchiseId: string): Promise<Conversation> {
  const pairKey = `${adminId}:${franchiseId}`;
  const members: [string, string] = [adminId, franchiseId];
  const existing = await findPair(db, pairKey);
  if (existing) return { _id: existing.id, members };
  const id = crypto.randomUUID();
  try {
    await db.batch([db.insert(conversations).values({ id, pairKey }), db.insert(conversationMembers).values(members.map((userId) => ({ conversationId: id, userId })))]);
    return { _id: id, members };
  } catch (err) {
    // Two first messages raced: the other request made the pair.
    const made = await findPair(db, pairKey);
    if (!made) throw err;
    return { _id: made.id, members };
  }
}

/** The member ids when `user` is one of them; null otherwise (callers answer 404). */
export async function findMembership(db: Db, conversationId: string, user: SessionUser) {
  const members = await db.select({ userId: conversationMembers.userId }).from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId));
  return members.some((m) => m.userId === user.id) ? { memberIds: members.map((m) => m.userId) } : null;
}

export const markSeen = (db: Db, conversationId: string, userId: string) =>
  db
    .update(conversationMembers)
    .set({ lastSeenAt: Date.now() })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
