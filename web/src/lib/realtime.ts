/**
 * The chat socket (DESIGN §7). One PartySocket to the signed-in user's own
 * room, authenticated by a short-lived ticket: the ticket lives 60 s, so
 * every (re)connect asks for a fresh one (`query` is called per attempt).
 * Reconnects forever, 1 s to 5 s apart, 20 s connect timeout (SPEC §9).
 *
 * Invariants:
 * - Typing signals are fire-and-forget: while the socket is down they are
 *   dropped, never queued and replayed as a burst on reconnect.
 * - Presence watches are remembered and sent again after every (re)connect,
 *   because the party forgets a watcher whose room had no socket.
 * - Messages never travel over this socket upstream: they go through the
 *   outbox and POST /message; the socket only delivers them (getMessage).
 *
 * Only chat code imports this module, so partysocket stays out of the
 * public bundle.
 */
import PartySocket from 'partysocket';
import type { ChatMessage } from './contract';

export const REALTIME_OPTIONS = {
  connectionTimeout: 20_000,
  minReconnectionDelay: 1_000,
  maxReconnectionDelay: 5_000,
  maxRetries: Number.POSITIVE_INFINITY,
} as const;

export interface ChatTicket {
  ticket: string;
  /** The room to join: the user's own id. */
  room: string;
  /** Where the party lives, e.g. http://127.0.0.1:1999 or https://chat.example.com. */
  partyHost: string;
}

/** What the party pushes to a browser (party/src/protocol.ts, ServerMessage). */
export type ServerEvent =
  | { type: 'getMessage'; message: ChatMessage }
  | { type: 'getTyping'; sender: string }
  | { type: 'getTypingEnd'; sender: string }
  | { type: 'presence'; userId: string; online: boolean };

/** 'connecting' before the first open; 'reconnecting' whenever it is down after that (or the first try failed). */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ChatConnection {
  readonly status: ConnectionStatus;
  onEvent(listener: (event: ServerEvent) => void): () => void;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  typing(receiverId: string): void;
  typingEnd(receiverId: string): void;
  /** Replaces the set of users whose presence this page wants to hear about. */
  watch(userIds: string[]): void;
  close(): void;
}

export interface ConnectOptions {
  /** Fetches a fresh ticket; called for every connection attempt. */
  getTicket: () => Promise<ChatTicket>;
  /** Node has no global WebSocket: pass `ws` there. */
  WebSocket?: unknown;
}

/** ws:// for an http party, wss:// for https; partysocket guesses only for a few local hosts. */
export function socketTarget(partyHost: string): { host: string; protocol?: 'ws' | 'wss' } {
  const match = /^(https?|wss?):\/\/(.+?)\/*$/.exec(partyHost.trim());
  if (!match) return { host: partyHost.trim().replace(/\/+$/, '') };
  const scheme = match[1]!;
  return { host: match[2]!, protocol: scheme === 'https' || scheme === 'wss' ? 'wss' : 'ws' };
}

/** Parses one frame from the party; anything unexpected is ignored. */
export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'getMessage': {
      const m = event.message as Record<string, unknown> | undefined;
      const ok = !!m && ['_id', 'conversationId', 'sender', 'text', 'createdAt'].every((k) => typeof m[k] === 'string');
      return ok ? { type: 'getMessage', message: { ...(m as unknown as ChatMessage), clientId: typeof m.clientId === 'string' ? m.clientId : null } } : null;
    }
    case 'getTyping':
    case 'getTypingEnd':
      return typeof event.sender === 'string' ? { type: event.type, sender: event.sender } : null;
    case 'presence':
      return typeof event.userId === 'string' && typeof event.online === 'boolean'
        ? { type: 'presence', userId: event.userId, online: event.online }
        : null;
    default:
      return null;
  }
}

/**
 * Opens the chat socket. The first ticket is fetched before the socket is
 * made (the host and room come with it); later attempts fetch their own.
 */
export function connectChat({ getTicket, WebSocket }: ConnectOptions): ChatConnection {
  const events = new Set<(event: ServerEvent) => void>();
  const statuses = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  let socket: PartySocket | null = null;
  let closed = false;
  let watched: string[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    statuses.forEach((l) => l(next));
  };
  const sendNow = (payload: object) => {
    if (socket?.readyState === PartySocket.OPEN) socket.send(JSON.stringify(payload));
  };

  // A ticket handed over with the first answer is used once; every other attempt fetches anew.
  let firstTicket: ChatTicket | null = null;
  const nextTicket = async () => {
    const ticket = firstTicket ?? (await getTicket());
    firstTicket = null;
    return { ticket: ticket.ticket };
  };

  async function open(attempt = 0) {
    let first: ChatTicket;
    try {
      first = await getTicket();
    } catch {
      // Offline or the Worker is down: try again like the socket itself would.
      if (closed) return;
      setStatus('reconnecting');
      const delay = Math.min(REALTIME_OPTIONS.maxReconnectionDelay, REALTIME_OPTIONS.minReconnectionDelay * 1.3 ** attempt);
      retryTimer = setTimeout(() => void open(attempt + 1), delay);
      return;
    }
    if (closed) return;
    firstTicket = first;
    socket = new PartySocket({
      ...socketTarget(first.partyHost),
      room: first.room,
      party: 'main',
      query: nextTicket,
      ...REALTIME_OPTIONS,
      // Typing signals are only worth something now; never replay a backlog.
      maxEnqueuedMessages: 0,
      ...(WebSocket ? { WebSocket } : {}),
    });
    socket.addEventListener('open', () => {
      setStatus('open');
      if (watched.length) sendNow({ type: 'watch', userIds: watched });
    });
    socket.addEventListener('close', () => {
      if (!closed) setStatus('reconnecting');
    });
    socket.addEventListener('error', () => {
      if (!closed) setStatus('reconnecting');
    });
    socket.addEventListener('message', (e: MessageEvent) => {
      const event = parseServerEvent(e.data);
      if (event) events.forEach((l) => l(event));
    });
  }
  void open();

  return {
    get status() {
      return status;
    },
    onEvent(listener) {
      events.add(listener);
      return () => events.delete(listener);
    },
    onStatus(listener) {
      statuses.add(listener);
      return () => statuses.delete(listener);
    },
    typing: (receiverId) => sendNow({ type: 'typing', receiverId }),
    typingEnd: (receiverId) => sendNow({ type: 'typingEnd', receiverId }),
    watch(userIds) {
      watched = [...new Set(userIds)];
      if (watched.length) sendNow({ type: 'watch', userIds: watched });
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
      events.clear();
      statuses.clear();
    },
  };
}
