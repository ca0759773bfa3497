/**
 * Chat party. Each signed-in user has one room, named by their user id; a
 * socket may open only with a valid ticket for that same user (and from an
 * allowed Origin). The Worker stores messages in D1 and then POSTs them here
 * with the shared notify secret; the room pushes them to the user's sockets.
 */
import type * as Party from 'partykit/server';
import { verifyTicket } from '../../worker/src/contract/chat-ticket';
import { notifyBody } from './protocol';

const USER_HEADER = 'x-chat-user';

function allowedOrigin(origin: string | null, env: Record<string, unknown>): boolean {
  if (origin === null) return true; // not a browser: it still needs a ticket
  const allowed = String(env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  return allowed.includes(origin);
}

export default class ChatServer implements Party.Server {
  constructor(readonly room: Party.Room) {}

  static async onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    if (!allowedOrigin(req.headers.get('origin'), lobby.env)) return new Response('Origin not allowed', { status: 403 });
    const ticket = new URL(req.url).searchParams.get('ticket') ?? '';
    const payload = await verifyTicket(String(lobby.env.CHAT_TICKET_SECRET ?? ''), ticket);
    if (!payload || payload.sub !== lobby.id) return new Response('Unauthorized', { status: 401 });
    req.headers.set(USER_HEADER, payload.sub);
    return req;
  }

  async onRequest(req: Party.Request) {
    const secret = String(this.room.env.PARTYKIT_NOTIFY_SECRET ?? '');
    if (req.method !== 'POST' || !secret || req.headers.get('authorization') !== `Bearer ${secret}`) {
      return new Response('Forbidden', { status: 403 });
    }
    const parsed = notifyBody.safeParse(await req.json().catch(() => null));
    if (!parsed.success) return new Response('Bad notification', { status: 400 });
    this.room.broadcast(JSON.stringify(parsed.data));
    return Response.json({ delivered: [...this.room.getConnections()].length });
  }
}
