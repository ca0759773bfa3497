/**
 * Chat party. Each signed-in user has one room, named by their user id; a
 * socket opens only with a valid ticket for that same user, from an allowed
 * Origin, and lives only as long as the session the ticket came from. The
 * Worker stores messages in D1 and POSTs them here with the shared notify
 * secret, and says when a user's sessions end; rooms call each other (same
 * secret) to relay typing and presence.
 *
 * Invariants (DESIGN §7):
 * - A room calls only its user's chat partners: a franchise's are named in its
 *   ticket (the head office accounts), head office's are the franchises that
 *   announced themselves to it. An id a client makes up reaches no room, so
 *   nothing is made or stored for it.
 * - A user is online while their room has live sockets; a socket hears the
 *   presence of the users it last asked about, and no one else's.
 * - Typing is relayed a few times a second per user; a socket that floods the
 *   party is closed.
 */
import type * as Party from 'partykit/server';
import { verifyTicket, type TicketPayload } from '../../worker/src/contract/chat-ticket';
import { sameSecret } from '../../worker/src/contract/constant-time';
import { FrameCounter, TokenBucket, TYPING_RATE } from './limits';
import { clientMessage, closeCodes, encode, MAX_WATCHED, roomRequest, type RoomRequest, type ServerMessage } from './protocol';
import { forgetExpired, isRevoked, nextForgetting, noRevocations, recordEnded, type Revocations } from './revocations';
import { mayTalk, type Role } from './rules';
import { notifySecret, originListed, stringOf } from './party-env';

interface SocketState {
  userId: string;
  role: Role;
  iat: number;
  sid: string;
}
/** Per live socket, in memory: it goes away with the socket. */
interface LiveSocket {
  watching: Set<string>;
  frames: FrameCounter;
}
type Connection = Party.Connection<SocketState>;
const TICKET_HEADER = 'x-chat-ticket';

function allowedOrigin(origin: string | null, env: Record<string, unknown>): boolean {
  if (origin === null) return true; // not a browser: it still needs a ticket
  return originListed(origin, env);
}

async function hasNotifySecret(req: Party.Request, env: Record<string, unknown>): Promise<boolean> {
  const secret = notifySecret(env);
  return secret !== '' && (await sameSecret(req.headers.get('authorization') ?? '', `Bearer ${secret}`));
}

/** Server to server: the Worker and the rooms call a room with the notify secret. */
function roomCall(env: Record<string, unknown>, body: RoomRequest) {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${notifySecret(env)}`, 'content-type': 'application/json' },
    body: encode(body),
  };
}

export default class ChatServer implements Party.Server {
  private readonly live = new Map<string, LiveSocket>();
  private readonly typingBudget = new TokenBucket(TYPING_RATE);
  /** Partners told "typing" and not yet "typing end". */
  private readonly typingTo = new Set<string>();
  private relays: Promise<unknown> = Promise.resolve();
  // Read from storage once, then changed in place: every handler holding them sees each change at once.
  private partnerIds?: Promise<Set<string>>;
  private ended?: Promise<Revocations>;

  constructor(readonly room: Party.Room) {}

  static async onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    if (!allowedOrigin(req.headers.get('origin'), lobby.env)) return new Response('Origin not allowed', { status: 403 });
    const ticket = new URL(req.url).searchParams.get('ticket') ?? '';
    const payload = await verifyTicket(stringOf(lobby.env.CHAT_TICKET_SECRET), ticket);
    if (!payload || payload.sub !== lobby.id) return new Response('Unauthorized', { status: 401 });
    // The room holds its user's ended sessions: a ticket of one never gets a socket at all.
    const room = await lobby.parties.main.get(lobby.id).fetch(roomCall(lobby.env, { type: 'admit', iat: payload.iat, sid: payload.sid }));
    if (!room.ok || !(await room.json<{ admitted: boolean }>()).admitted) return new Response('Session ended', { status: 401 });
    req.headers.set(TICKET_HEADER, JSON.stringify(payload));
    return req;
  }

  /** Only the Worker and other rooms talk to a room over HTTP: anyone else is turned away before a room is made. */
  static async onBeforeRequest(req: Party.Request, lobby: Party.Lobby) {
    return (await hasNotifySecret(req, lobby.env)) ? req : new Response('Forbidden', { status: 403 });
  }

  /** This room's user's role, remembered from their first socket. */
  private role(): Promise<Role | undefined> {
    return this.room.storage.get<Role>('role');
  }

  private partners(): Promise<Set<string>> {
    return (this.partnerIds ??= this.room.storage.get<Set<string>>('partners').then((ids) => ids ?? new Set()));
  }

  private revocations(): Promise<Revocations> {
    return (this.ended ??= this.room.storage.get<Revocations>('revocations').then((r) => r ?? noRevocations()));
  }

  private members(): Connection[] {
    return [...this.room.getConnections<SocketState>()].filter((c) => this.live.has(c.id));
  }

  private send(message: ServerMessage, to = this.members()) {
    const text = encode(message);
    for (const connection of to) connection.send(text);
  }

  /** Calls another user's room, server to server. */
  private callRoom(userId: string, body: RoomRequest) {
    return this.room.context.parties.main.get(userId).fetch(roomCall(this.room.env, body));
  }

  async onConnect(connection: Connection, ctx: Party.ConnectionContext) {
    const ticket = JSON.parse(ctx.request.headers.get(TICKET_HEADER)!) as TicketPayload;
    // Asked again: the session may have ended since onBeforeConnect asked.
    if (isRevoked(await this.revocations(), ticket)) return connection.close(closeCodes.sessionEnded, 'Session ended');
    connection.setState({ userId: ticket.sub, role: ticket.role, iat: ticket.iat, sid: ticket.sid });
    this.live.set(connection.id, { watching: new Set(), frames: new FrameCounter() });
    await this.room.storage.put('role', ticket.role);
    if (ticket.partners) {
      const partners = await this.partners();
      partners.clear();
      for (const id of ticket.partners) partners.add(id);
      await this.room.storage.put('partners', partners);
    }
    if (this.live.size === 1) await this.announce(true);
  }

  onClose(connection: Connection) {
    return this.leave(connection);
  }

  onError(connection: Connection) {
    return this.leave(connection);
  }

  /** Forgets a socket; with the last one the user goes offline and stops typing. */
  private async leave(connection: Connection) {
    if (!this.live.delete(connection.id) || this.live.size > 0) return;
    const role = connection.state!.role;
    for (const receiverId of this.typingTo) void this.relay(receiverId, 'getTypingEnd', role);
    this.typingTo.clear();
    await this.announce(false);
  }

  private cutOff(connection: Connection, code: number, reason: string) {
    connection.close(code, reason);
    return this.leave(connection);
  }

  /** Tells the user's partners that they came online or went away. */
  private async announce(online: boolean) {
    const role = await this.role();
    if (!role) return;
    const partners = await this.partners();
    await Promise.all([...partners].map((id) => this.callRoom(id, { type: 'presence', userId: this.room.id, role, online }).catch(() => null)));
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, sender: Connection) {
    const socket = this.live.get(sender.id);
    if (!socket) return;
    if (socket.frames.tooMany()) return this.cutOff(sender, closeCodes.flood, 'Too many messages');
    if (typeof raw !== 'string') return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = clientMessage.safeParse(data);
    if (!parsed.success) return;
    const msg = parsed.data;
    if (msg.type === 'watch') return this.watch(sender, socket, msg.userIds);
    return this.relayTyping(msg.type === 'typing' ? 'getTyping' : 'getTypingEnd', msg.receiverId, sender.state!.role);
  }

  /** Answers at once whether each user is online; from now on the socket hears only about these users. */
  private async watch(sender: Connection, socket: LiveSocket, userIds: string[]) {
    socket.watching = new Set(userIds);
    const partners = await this.partners();
    const askerRole = sender.state!.role;
    await Promise.all(
      userIds.map(async (userId) => {
        const online = partners.has(userId) && (await this.isOnline(userId, askerRole));
        if (this.live.has(sender.id)) sender.send(encode({ type: 'presence', userId, online })); // unless cut off meanwhile
      }),
    );
  }

  private async isOnline(userId: string, askerRole: Role): Promise<boolean> {
    const res = await this.callRoom(userId, { type: 'status', askerRole }).catch(() => null);
    return res?.ok ? (await res.json<{ online: boolean }>()).online : false;
  }

  private async relayTyping(type: 'getTyping' | 'getTypingEnd', receiverId: string, senderRole: Role) {
    if (!(await this.partners()).has(receiverId)) return;
    if (type === 'getTyping') {
      if (!this.typingBudget.take()) return;
      this.typingTo.add(receiverId);
    } else if (!this.typingTo.delete(receiverId)) {
      return; // nothing was relayed that needs ending
    }
    await this.relay(receiverId, type, senderRole);
  }

  /** One relay after another, so a typing end never overtakes the start it ends. */
  private relay(receiverId: string, type: 'getTyping' | 'getTypingEnd', senderRole: Role) {
    this.relays = this.relays.then(() => this.callRoom(receiverId, { type, sender: this.room.id, senderRole }).catch(() => null));
    return this.relays;
  }

  async onRequest(req: Party.Request) {
    if (req.method !== 'POST' || !(await hasNotifySecret(req, this.room.env))) return new Response('Forbidden', { status: 403 });
    const parsed = roomRequest.safeParse(await req.json().catch(() => null));
    if (!parsed.success) return new Response('Bad request', { status: 400 });
    const body = parsed.data;
    switch (body.type) {
      case 'getMessage':
        this.send(body);
        return Response.json({ delivered: this.live.size });
      case 'getTyping':
      case 'getTypingEnd': {
        const role = await this.role();
        if (role && mayTalk(body.senderRole, role)) this.send({ type: body.type, sender: body.sender });
        return Response.json({ ok: true });
      }
      case 'status': {
        const role = await this.role();
        return Response.json({ online: !!role && mayTalk(body.askerRole, role) && this.live.size > 0 });
      }
      case 'presence':
        await this.partnerPresence(body);
        return Response.json({ ok: true });
      case 'revoke':
        return Response.json({ closed: await this.endSessions(body) });
      case 'admit':
        return Response.json({ admitted: !isRevoked(await this.revocations(), body) });
    }
  }

  private async partnerPresence({ userId, role, online }: Extract<RoomRequest, { type: 'presence' }>) {
    // A franchise announces itself only to the head office accounts its ticket names, so this is one of them.
    if (role === 'franchise' && (await this.role()) !== 'franchise') {
      const partners = await this.partners();
      if (!partners.has(userId) && partners.size < MAX_WATCHED) {
        partners.add(userId);
        await this.room.storage.put('partners', partners);
      }
    }
    this.send(
      { type: 'presence', userId, online },
      this.members().filter((c) => this.live.get(c.id)!.watching.has(userId)),
    );
  }

  /** Closes the sockets of the ended sessions and refuses their tickets from now on; answers how many closed. */
  private async endSessions(ended: Extract<RoomRequest, { type: 'revoke' }>) {
    const revocations = await this.revocations();
    recordEnded(revocations, ended);
    const ending = this.members().filter((c) => isRevoked(revocations, c.state!));
    await Promise.all([this.keep(revocations), ...ending.map((c) => this.cutOff(c, closeCodes.sessionEnded, 'Session ended'))]);
    return ending.length;
  }

  /** Stores the revocations, and wakes the room to forget each once no ticket it voids can be unexpired. */
  private async keep(revocations: Revocations) {
    const at = nextForgetting(revocations);
    if (at === null) return this.room.storage.delete('revocations');
    await this.room.storage.put('revocations', revocations);
    await this.room.storage.setAlarm(at);
  }

  async onAlarm() {
    const revocations = await this.revocations();
    forgetExpired(revocations);
    await this.keep(revocations);
  }
}
