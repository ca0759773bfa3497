/**
 * What a room remembers of its user's ended sessions (DESIGN §5): a ticket
 * issued until all sessions ended (new password, deletion) is void, and so is
 * every ticket of a session that ended alone (logout). The room keeps them in
 * its storage, so a room that idles, is evicted and wakes still refuses them;
 * each is forgotten once no ticket it voids can still be unexpired.
 */
import { TICKET_TTL_MS } from '../../worker/src/contract/chat-ticket';

/**
 * How long an end is remembered: a ticket's lifetime, plus a margin for the
 * Worker's and the party's clocks (different machines) not agreeing exactly.
 */
export const REMEMBER_MS = TICKET_TTL_MS + 60_000;

export interface Revocations {
  /** Tickets issued at or before this moment (ms) are void; 0 when none is. */
  until: number;
  /** Ended session id → when to forget it. */
  sessions: Map<string, number>;
}

export const noRevocations = (): Revocations => ({ until: 0, sessions: new Map() });

export function isRevoked(revocations: Revocations, ticket: { iat: number; sid: string }): boolean {
  return ticket.iat <= revocations.until || revocations.sessions.has(ticket.sid);
}

/** Records an end of sessions in place, so every holder of `revocations` sees it at once. */
export function recordEnded(revocations: Revocations, ended: { endedAt: number; sessionId?: string | undefined }, now = Date.now()): void {
  forgetExpired(revocations, now);
  if (ended.sessionId) revocations.sessions.set(ended.sessionId, now + REMEMBER_MS);
  else revocations.until = Math.max(revocations.until, ended.endedAt);
}

/** Drops, in place, what can no longer void an unexpired ticket; answers whether anything is left. */
export function forgetExpired(revocations: Revocations, now = Date.now()): boolean {
  for (const [sid, forgetAt] of revocations.sessions) if (forgetAt <= now) revocations.sessions.delete(sid);
  if (revocations.until + REMEMBER_MS <= now) revocations.until = 0;
  return revocations.until > 0 || revocations.sessions.size > 0;
}

/** When the next remembered end can be forgotten (ms), or null when there is none. */
export function nextForgetting(revocations: Revocations): number | null {
  const times = [...revocations.sessions.values(), ...(revocations.until > 0 ? [revocations.until + REMEMBER_MS] : [])];
  return times.length ? Math.min(...times) : null;
}
