import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { contactMessages, franchiseRequests } from '../db/schema';

/**
 * Stamps when head office first opened a message or request; opening it again
 * keeps the first time. Answers false when no such row exists.
 */
export async function markRead(db: Db, table: typeof contactMessages | typeof franchiseRequests, id: string): Promise<boolean> {
  const [, found] = await db.batch([
    db
      .update(table)
      .set({ readAt: Date.now() })
      .where(and(eq(table.id, id), isNull(table.readAt))),
    db.select({ id: table.id }).from(table).where(eq(table.id, id)),
  ]);
  return found.length > 0;
}
