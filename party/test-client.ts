/** Node-side chat sockets for the party tests: tickets signed like the Worker's, and waits on what a browser would see. */
import WebSocket from 'ws';
import { signTicket, TICKET_TTL_MS, type TicketPayload } from '../worker/src/contract/chat-ticket';
import { TEST_ORIGIN, TEST_SECRETS } from './test-server';

type Role = TicketPayload['role'];

/** A ticket as GET /chat/ticket would issue it now; `overrides` make it expired, forged, for someone else, older… */
export function ticketFor(sub: string, role: Role = 'franchise', overrides: Partial<TicketPayload> & { secret?: string } = {}) {
  const { secret = TEST_SECRETS.CHAT_TICKET_SECRET, ...fields } = overrides;
  const now = Date.now();
  return signTicket(secret, { sub, role, iat: now, exp: now + TICKET_TTL_MS, sid: `session-of-${sub}`, ...fields });
}

const closeCodes = new WeakMap<WebSocket, number>();

export interface Party {
  url: string;
  host: string;
}

/** Opens a socket and answers 'open' or the HTTP status that refused it. */
export function connect(party: Party, room: string, ticket: string, origin = TEST_ORIGIN): Promise<{ result: string | number; socket: WebSocket }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://${party.host}/parties/main/${room}?ticket=${encodeURIComponent(ticket)}`, { origin });
    socket.on('close', (code) => closeCodes.set(socket, code));
    socket.on('open', () => resolve({ result: 'open', socket }));
    socket.on('unexpected-response', (_req, res) => resolve({ result: res.statusCode ?? 0, socket }));
    socket.on('error', () => resolve({ result: 'error', socket }));
  });
}

/** An open socket for `room`, its ticket made by `ticketFor` with `overrides`. */
export async function open(party: Party, room: string, role: Role, overrides: Parameters<typeof ticketFor>[2] = {}) {
  const { result, socket } = await connect(party, room, await ticketFor(room, role, overrides));
  if (result !== 'open') throw new Error(`socket for ${room} answered ${result}`);
  return socket;
}

/** The next message of a given type on a socket (the test's own timeout covers one that never comes). */
export const next = (socket: WebSocket, type: string) =>
  new Promise<Record<string, unknown>>((resolve) => {
    function onMessage(data: WebSocket.RawData) {
      const msg = JSON.parse(String(data)) as Record<string, unknown>;
      if (msg.type !== type) return;
      socket.off('message', onMessage);
      resolve(msg);
    }
    socket.on('message', onMessage);
  });

/** The close code of a socket once it has closed (at once if it already has). */
export const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    const code = closeCodes.get(socket);
    if (code !== undefined) return resolve(code);
    socket.once('close', resolve);
  });

/**
 * Every message on a socket until one of type `until` arrives: absence is
 * asserted against this list, after a later message proved the party had its chance.
 */
export function collectUntil(socket: WebSocket, until: string) {
  return new Promise<Record<string, unknown>[]>((resolve) => {
    const seen: Record<string, unknown>[] = [];
    function onMessage(data: WebSocket.RawData) {
      const msg = JSON.parse(String(data)) as Record<string, unknown>;
      seen.push(msg);
      if (msg.type !== until) return;
      socket.off('message', onMessage);
      resolve(seen);
    }
    socket.on('message', onMessage);
  });
}

/** Sends a watch and resolves with the presence answers, once every id has one. */
export function watch(socket: WebSocket, userIds: string[]) {
  return new Promise<Map<string, boolean>>((resolve) => {
    const answers = new Map<string, boolean>();
    const onMessage = (data: WebSocket.RawData) => {
      const msg = JSON.parse(String(data)) as { type: string; userId: string; online: boolean };
      if (msg.type !== 'presence' || !userIds.includes(msg.userId)) return;
      answers.set(msg.userId, msg.online);
      if (answers.size === userIds.length) {
        socket.off('message', onMessage);
        resolve(answers);
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'watch', userIds }));
  });
}

/** POSTs a room request the way the Worker and other rooms do. */
export function notify(party: Party, room: string, body: unknown, secret = TEST_SECRETS.PARTYKIT_NOTIFY_SECRET) {
  return fetch(`${party.url}/parties/main/${encodeURIComponent(room)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
