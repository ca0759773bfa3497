/**
 * Chat party. Each signed-in user has one room, named by their user id; a
 * socket opens only with a valid ticket for that same user, from an allowed
 * Origin. The Worker stores messages in D1 and then POSTs them here with the
 * shared notify secret; rooms also call each other (same secret) to relay
 * typing signals and presence. A user is online while their room has sockets.
 */
import type * as Party from 'partykit/server';
import { verifyTicket } from '../../worker/src/contract/chat-ticket';
import { clientMessage, encode, roomRequest, type RoomRequest, type ServerMessage } from './protocol';
import { mayTalk, type Role } from './rules';

interface SocketState {
  userId: string;
  role: Role;
}
interface Watcher {
  id: string;
  role: Role;
}
const USER_HEADER = 'x-chat-user';
const ROLE_HEADER = 'x-chat-role';

function allowedOrigin(origin: string | null, env: Record<string, unknown>): boolean {
  if (origin === null) return true; // not a browser: it still needs a ticket
  return String(env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).includes(origin);
}

export default class ChatServer implements Party.Server {
  constructor(readonly room: Party.Room) {}

  static async onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    if (!allowedOrigin(req.headers.get('origin'), lobby.env)) return new Response('Origin not allowed', { status: 403 });
    const ticket = new URL(req.url).searchParams.get('ticket') ?? '';
    const payload = await verifyTicket(String(lobby.env.CHAT_TICKET_SECRET ?? ''), ticket);
    if (!payload || payload.sub !== lobby.id) return new Response('Unauthorized', { status: 401 });
    req.headers.set(USER_HEADER, payload.sub);
    req.headers.set(ROLE_HEADER, payload.role);
    return req;
  }

  private get secret() {
    return String(this.room.env.PARTYKIT_NOTIFY_SECRET ?? '');
  }

  private sockets() {
    return [...this.room.getConnections<SocketState>()];
  }

  /** This room's user's role, remembered from their first socket. */
  private role(): Promise<Role | undefined> {
    return this.room.storage.get<Role>('role');
  }

  private send(message: ServerMessage) {
    this.room.broadcast(encode(message));
  }

  /** Calls another user's room, server to server. */
  private callRoom(userId: string, body: RoomRequest) {
    return this.room.context.parties.main!.get(userId).fetch({
      method: 'POST',
      headers: { authorization: `Bearer ${this.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async onConnect(connection: Party.Connection<SocketState>, ctx: Party.ConnectionContext) {
    const userId = ctx.request.headers.get(USER_HEADER)!;
    const role = ctx.request.headers.get(ROLE_HEADER) as Role;
    connection.setState({ userId, role });
    await this.room.storage.put('role', role);
    if (this.sockets().length === 1) await this.announce(true);
  }

  async onClose() {
    if (this.sockets().length === 0) await this.announce(false);
  }

  /** Tells every room watching this user that they came online or went away. */
  private async announce(online: boolean) {
    const role = await this.role();
    const watchers = (await this.room.storage.get<Watcher[]>('watchers')) ?? [];
    const gone = new Set<string>();
    await Promise.all(
      watchers
        .filter((w) => role && mayTalk(w.role, role))
        .map(async (w) => {
          const res = await this.callRoom(w.id, { type: 'presence', userId: this.room.id, online }).catch(() => null);
          if (res?.status === 410) gone.add(w.id);
        }),
    );
    if (gone.size) await this.room.storage.put('watchers', watchers.filter((w) => !gone.has(w.id)));
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Party.Connection<SocketState>) {
    if (typeof raw !== 'string' || !sender.state) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = clientMessage.safeParse(data);
    if (!parsed.success) return;
    const msg = parsed.data;
    const me = sender.state;
    if (msg.type === 'watch') {
      // Ask each watched room once; it remembers us and answers whether its user is online.
      await Promise.all(
        msg.userIds.map(async (userId) => {
          const res = await this.callRoom(userId, { type: 'watch', watcher: me.userId, watcherRole: me.role }).catch(() => null);
          const online = res?.ok ? ((await res.json()) as { online: boolean }).online : false;
          sender.send(encode({ type: 'presence', userId, online }));
        }),
      );
      return;
    }
    await this.callRoom(msg.receiverId, { type: msg.type === 'typing' ? 'getTyping' : 'getTypingEnd', sender: me.userId, senderRole: me.role }).catch(() => null);
  }

  async onRequest(req: Party.Request) {
    if (req.method !== 'POST' || !this.secret || req.headers.get('authorization') !== `Bearer ${this.secret}`) {
      return new Response('Forbidden', { status: 403 });
    }
    const parsed = roomRequest.safeParse(await req.json().catch(() => null));
    if (!parsed.success) return new Response('Bad request', { status: 400 });
    const body = parsed.data;
    switch (body.type) {
      case 'getMessage':
        this.send(body);
        return Response.json({ delivered: this.sockets().length });
      case 'getTyping':
      case 'getTypingEnd': {
        const role = await this.role();
        if (role && mayTalk(body.senderRole, role)) this.send({ type: body.type, sender: body.sender });
        return Response.json({ ok: true });
      }
      case 'watch': {
        const watchers = (await this.room.storage.get<Watcher[]>('watchers')) ?? [];
        if (!watchers.some((w) => w.id === body.watcher)) {
          await this.room.storage.put('watchers', [...watchers, { id: body.watcher, role: body.watcherRole }]);
        }
        // Only a chat partner learns this user's presence; the role is known once they have connected.
        const role = await this.role();
        return Response.json({ online: !!role && mayTalk(body.watcherRole, role) && this.sockets().length > 0 });
      }
      case 'presence':
        // Nobody here to tell: the watcher stops watching until it reconnects.
        if (this.sockets().length === 0) return new Response('Gone', { status: 410 });
        this.send(body);
        return Response.json({ ok: true });
    }
  }
}
