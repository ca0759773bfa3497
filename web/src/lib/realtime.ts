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
import { encode, parseServerMessage, type ClientMessage, type ServerMessage } from './contract';

const REALTIME_OPTIONS = {
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

/** 'connecting' before the first open; 'reconnecting' whenever it is down after that (or the first try failed). */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ChatConnection {
  readonly status: ConnectionStatus;
  onEvent(listener: (event: ServerMessage) => void): () => void;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  typing(receiverId: string): void;
  typingEnd(receiverId: string): void;
  /** Replaces the set of users whose presence this page wants to hear about. */
  watch(userIds: string[]): void;
  close(): void;
}

interface ConnectOptions {
  /** Fetches a fresh ticket; called for every connection attempt. */
  getTicket: () => Promise<ChatTicket>;
  /** Node has no global WebSocket: pass `ws` there. */
  WebSocket?: unknown;
}

/** ws:// for an http party, wss:// for https; partysocket guesses only for a few local hosts. */
export function socketTarget(partyHost: string): { host: string; protocol?: 'ws' | 'wss' } {
  const match = /^(https?|wss?):\/\/(.+?)\/*$/.exec(partyHost.trim());
  if (!match) return { host: partyHost.trim().replace(/\/+$/, '') };
  const scheme = match[1];
  return { host: match[2], protocol: scheme === 'https' || scheme === 'wss' ? 'wss' : 'ws' };
}

/**
 * Opens the chat socket. The first ticket is fetched before the socket is
 * made (the host and room come with it); later attempts fetch their own.
 */
export function connectChat({ getTicket, WebSocket }: ConnectOptions): ChatConnection {
  const events = new Set<(event: ServerMessage) => void>();
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
  const sendNow = (message: ClientMessage) => {
    if (socket?.readyState === PartySocket.OPEN) socket.send(encode(message));
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
      // An answer without a party to go to (a proxy's page, a test's stand-in) is a failed attempt too.
      if (typeof first?.partyHost !== 'string' || typeof first.room !== 'string') throw new TypeError('Not a chat ticket');
    } catch {
      // Offline, the Worker is down or answered nonsense: try again like the socket itself would.
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
      const event = parseServerMessage(e.data);
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
