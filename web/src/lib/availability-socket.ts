/**
 * Listens to a store's availability room (docs/decisions/live-availability.md):
 * no ticket, read-only, the room's last list on every (re)connect, then each
 * new list. Loaded lazily by the pages that listen, so partysocket stays out
 * of the public first download.
 */
import PartySocket from 'partysocket';
import type { AvailabilityPush, StoreAvailability } from './contract';
import { socketTarget } from './socket-target';

const OPTIONS = { connectionTimeout: 20_000, minReconnectionDelay: 1_000, maxReconnectionDelay: 5_000, maxRetries: Number.POSITIVE_INFINITY, maxEnqueuedMessages: 0 } as const;

function parsePush(data: unknown): StoreAvailability | null {
  if (typeof data !== 'string') return null;
  try {
    const push = JSON.parse(data) as AvailabilityPush;
    return push?.type === 'availability' && Array.isArray(push.availability?.soldOut) ? push.availability : null;
  } catch {
    return null;
  }
}

/** Calls `onList` with every list the room pushes for `locationId`; answers a function that stops listening. */
export function listenToStore(partyHost: string, locationId: string, onList: (availability: StoreAvailability) => void, WebSocket?: unknown): () => void {
  const socket = new PartySocket({ ...socketTarget(partyHost), party: 'availability', room: locationId, ...OPTIONS, ...(WebSocket ? { WebSocket } : {}) });
  socket.addEventListener('message', (e: MessageEvent) => {
    const availability = parsePush(e.data);
    if (availability?.locationId === locationId) onList(availability);
  });
  return () => socket.close();
}
