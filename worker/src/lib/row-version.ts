/**
 * The server side of versioned rows (contract/row-version.ts): the condition
 * an update adds, the columns it sets, and the 409 it answers when the row
 * moved on. Statements of one batch that must not run for a stale edit check
 * `atVersion` themselves, before the statement that bumps it: a batch is one
 * transaction, so they all see the same version.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { HTTPException } from 'hono/http-exception';
import { STALE_EDIT, type EditConflict } from '../contract/row-version';
import type { Db } from '../db/client';
import { franchiseProfiles, users } from '../db/schema';

/** True when no version was named (last write wins, as for old clients). */
export const atVersion = (column: SQLiteColumn, version: number | undefined): SQL | undefined => (version === undefined ? undefined : eq(column, version));

/** What an update sets on its version columns: one more, by whom, now. */
export const bump = (version: SQLiteColumn, userId: string, now = Date.now()) => ({ version: sql<number>`${version} + 1`, updatedAt: now, updatedBy: userId });

/** A stale edit: answered by middleware/errors.ts as 409 `{success: false, message, conflict}`. */
export class StaleEditError extends HTTPException {
  constructor(readonly conflict: EditConflict) {
    super(409, { message: STALE_EDIT });
  }
}

/** The name another device's change is signed with: the franchise's business name, or head office. */
export async function editorName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const row = await db
    .select({ role: users.role, name: franchiseProfiles.name })
    .from(users)
    .leftJoin(franchiseProfiles, eq(franchiseProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return null;
  return row.role === 'admin' ? 'Head office' : (row.name ?? 'A franchise');
}

/** Stops a stale edit with the row as it is now (in its API shape) and who changed it when. */
export async function failStale<Row>(db: Db, current: Row, by: { updatedBy: string | null; updatedAt: number | null }): Promise<never> {
  throw new StaleEditError({ current, changedBy: await editorName(db, by.updatedBy), changedAt: by.updatedAt });
}
