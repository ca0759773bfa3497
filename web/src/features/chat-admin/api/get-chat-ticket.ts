import { api, readOk } from '../../../lib/api-client';
import type { ChatTicket } from '../../../lib/realtime';

/** GET /chat/ticket: a fresh 60-second ticket for one socket (re)connect, and where the party lives. */
export async function getChatTicket(): Promise<ChatTicket> {
  const { ticket, room, partyHost } = await readOk(await api.chat.ticket.$get());
  return { ticket, room, partyHost };
}
