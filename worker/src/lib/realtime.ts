/**
 * Tells chat rooms what happened in the Worker, over HTTP with the notify
 * secret. Best effort: the Worker's own work is done by then. D1 is the
 * source of truth, so a failed push only delays delivery until the client
 * next loads the conversation; a failed session end leaves open sockets
 * until they reconnect, when the ended session gets no new ticket.
 */
import type { StoreAvailability } from '../contract/availability';
import type { ChatMessage } from '../contract/chat';
import { encode, type RoomRequest } from '../contract/chat-protocol';

type PartyEnv = Pick<Env, 'PARTYKIT_URL' | 'PARTYKIT_NOTIFY_SECRET'>;

async function tellRoom(env: PartyEnv, userId: string, request: RoomRequest): Promise<void> {
  try {
    const res = await fetch(`${env.PARTYKIT_URL}/parties/main/${encodeURIComponent(userId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`, 'content-type': 'application/json' },
      body: encode(request),
    });
    if (!res.ok) console.warn(`chat ${request.type} to ${userId} answered ${res.status}`);
  } catch (err) {
    console.warn(`chat ${request.type} to ${userId} failed: ${String(err)}`);
  }
}

export async function pushMessage(env: PartyEnv, userIds: string[], message: ChatMessage): Promise<void> {
  if (!env.PARTYKIT_URL) return; // no party configured (API tests): delivery waits for the next load
  await Promise.all(userIds.map((id) => tellRoom(env, id, { type: 'getMessage', message })));
}

/**
 * Closes a user's chat sockets when their sessions end and voids the tickets
 * issued until `endedAt`: of every session, or only of `sessionId`'s.
 */
export async function endChatSessions(env: PartyEnv, userId: string, ended: { endedAt: number; sessionId?: string }): Promise<void> {
  if (!env.PARTYKIT_URL) return; // no party configured (API tests)
  await tellRoom(env, userId, { type: 'revoke', ...ended });
}

/**
 * Hands a store's availability room the store's sold-out list after a change;
 * the room pushes it to the pages listening. A failed push leaves open pages
 * a change behind until they next load or reconnect (each connect gets the
 * room's last list, and the page reads D1 when the room has none).
 */
export async function pushAvailability(env: PartyEnv, availability: StoreAvailability): Promise<void> {
  if (!env.PARTYKIT_URL) return; // no party configured (API tests)
  try {
    const res = await fetch(`${env.PARTYKIT_URL}/parties/availability/${encodeURIComponent(availability.locationId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'availability', availability }),
    });
    if (!res.ok) console.warn(`availability of ${availability.locationId} answered ${res.status}`);
  } catch (err) {
    console.warn(`availability of ${availability.locationId} failed: ${String(err)}`);
  }
}
