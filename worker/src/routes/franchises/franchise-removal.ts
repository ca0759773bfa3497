/**
 * Deleting a franchise leaves nothing behind. The user row takes its profile,
 * sessions (so its cookie stops working at once), series, drinks, reviews,
 * memberships and sent messages with it through FK cascades. Conversations
 * are not owned by a user, so they (and the admin's messages in them) are
 * deleted in the same batch. R2 objects go last: a failed R2 call then leaves
 * an unreferenced object, never a row pointing at a missing picture.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createDb } from '../../db/client';
import { conversationMembers, conversations, drinks, franchiseProfiles, series, users } from '../../db/schema';
import { deleteMedia } from '../../lib/media';
import { endSessionsOf } from '../../lib/sessions';

/** Answers false when the id is not a franchise user. */
export async function removeFranchise(env: Env, id: string): Promise<boolean> {
  const db = createDb(env);
  const [found, profileKeys, seriesKeys, drinkKeys] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'franchise'))),
    db.select({ key: franchiseProfiles.imageKey }).from(franchiseProfiles).where(eq(franchiseProfiles.userId, id)),
    db.select({ key: series.imageKey }).from(series).where(eq(series.ownerId, id)),
    db.select({ key: drinks.imageKey }).from(drinks).innerJoin(series, eq(series.id, drinks.seriesId)).where(eq(series.ownerId, id)),
  ]);
  if (!found.length) return false;

  const [, , , , deleted] = await db.batch([
    // Its sessions would go with the user by cascade; ending them first keeps why, for the device still signed in.
    ...endSessionsOf(db, id, 'account-removed'),
    db
      .delete(conversations)
      .where(inArray(conversations.id, db.select({ id: conversationMembers.conversationId }).from(conversationMembers).where(eq(conversationMembers.userId, id)))),
    db
      .delete(users)
      .where(and(eq(users.id, id), eq(users.role, 'franchise')))
      .returning({ id: users.id }),
  ]);
  if (!deleted.length) return false;

  await deleteMedia(env, ...[...profileKeys, ...seriesKeys, ...drinkKeys].map((r) => r.key));
  return true;
}
