/**
 * The server side of versioned rows (contract/row-version.ts): the condition
 * an update adds, the columns it sets, and the 409 it answers when the row
 * moved on. Statements of one batch that must not run for a stale edit check
 * `atVersion` themselves, before the statement that bumps it: a batch is one
 * transaction, so they all see the same version.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
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

/** A row's version columns as read before an edit. */
export interface VersionedRow {
  version: number;
  updatedBy: string | null;
  updatedAt: number | null;
}

/**
 * Before an edit does anything costly (an upload, a batch): the row already
 * moved past the version the edit names. The write still checks the version
 * itself: another device may save between the two.
 */
export const movedOn = (named: number | undefined, current: number) => named !== undefined && named !== current;

/** After a versioned update matched no row: 409 with the row as it is now when it is still there, else 404. */
export async function failMovedOrMissing<Row>(db: Db, found: VersionedRow | undefined, notFound: string, view: () => Row | Promise<Row>): Promise<never> {
  if (!found) throw new HTTPException(404, { message: notFound });
  return failStale(db, await view(), found);
}

/**
 * A statement for the head of a batch that fails the whole batch when the row
 * has moved on (`moved` selects it only then): a batch is one transaction, so
 * nothing after it is written. SQLite's `json()` raises on text that is not
 * JSON, and is evaluated only for a selected row; `raise()` exists only in triggers.
 */
export const staleGuard = (db: Db, table: SQLiteTable, row: SQL, moved: SQL | undefined) =>
  db
    .select({ stale: sql`json(${STALE_GUARD})` })
    .from(table)
    .where(moved ? and(row, moved) : sql`0`);

/** The row has moved past one of the versions an edit names; undefined when it names none. */
export function movedPast(...named: [SQLiteColumn, number | undefined][]): SQL | undefined {
  const moved = named.filter((pair): pair is [SQLiteColumn, number] => pair[1] !== undefined).map(([column, version]) => ne(column, version));
  return moved.length ? or(...moved) : undefined;
}
const STALE_GUARD = 'stale edit';

/** Runs a batch that starts with `staleGuard`: its failure is reported as `onStale()` (which answers 409 or 404). */
export async function guarded<T>(write: () => Promise<T>, onStale: () => Promise<never>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (raisedByGuard(err)) return onStale();
    throw err;
  }
}

/** drizzle wraps D1's error ("malformed JSON") in its own "Failed query": the guard's word is somewhere down the causes. */
function raisedByGuard(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) if (/malformed JSON/i.test(e.message)) return true;
  return false;
}
