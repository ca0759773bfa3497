/**
 * What a room remembers of its user's ended sessions (DESIGN §5): a ticket
 * issued until all sessions ended (new password, deletion) is void, and so is
 * every ticket of a session that ended alone (logout). Ended sessions are kept
 * only while a ticket of theirs could still be unexpired.
 */
import { TICKET_TTL_MS } from '../../worker/src/contract/chat-ticket';

export interface Revocations {
  /** Tickets issued at or before this moment (ms) are void. */
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
  for (const [sid, forgetAt] of revocations.sessions) if (forgetAt <= now) revocations.sessions.delete(sid);
  if (ended.sessionId) revocations.sessions.set(ended.sessionId, now + TICKET_TTL_MS);
  else revocations.until = Math.max(revocations.until, ended.endedAt);
}
