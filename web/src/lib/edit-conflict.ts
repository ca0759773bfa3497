/**
 * A staff edit that met a newer row (409 with `conflict`, worker
 * contract/row-version.ts): read from the server's answer, and said the way
 * the conflict screen and the outbox's list say it.
 */
import type { EditConflict } from './contract';
import { formatClock } from './dates';

export type { EditConflict };

/** The answer's `conflict`, when it is one. */
export function conflictOf(body: unknown): EditConflict | undefined {
  if (!body || typeof body !== 'object' || !('conflict' in body)) return undefined;
  const { conflict } = body;
  if (!conflict || typeof conflict !== 'object' || !('current' in conflict)) return undefined;
  const c = conflict as Partial<EditConflict>;
  return { current: c.current, changedBy: typeof c.changedBy === 'string' ? c.changedBy : null, changedAt: typeof c.changedAt === 'number' ? c.changedAt : null };
}

/** "Changed on another device by Lone Star Boba Co. at 3:02 PM". */
export function conflictNote({ changedBy, changedAt }: Pick<EditConflict, 'changedBy' | 'changedAt'>): string {
  const by = changedBy ? ` by ${changedBy}` : '';
  const at = changedAt ? ` at ${formatClock(new Date(changedAt).toISOString())}` : '';
  return `Changed on another device${by}${at}`;
}
