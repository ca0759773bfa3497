import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signTicket } from '../../worker/src/contract/chat-ticket';
import { startParty, TEST_ORIGIN, TEST_SECRETS } from '../test-server';

let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

const ticketFor = (sub: string, exp = Date.now() + 60_000, secret = TEST_SECRETS.CHAT_TICKET_SECRET, role: 'admin' | 'franchise' = 'franchise') =>
  signTicket(secret, { sub, role, exp });
const open = async (room: string, role: 'admin' | 'franchise') => {
  const { result, socket } = await connect(room, await ticketFor(room, Date.now() + 60_000, TEST_SECRETS.CHAT_TICKET_SECRET, role));
  expect(result).toBe('open');
  return socket;
};
/** The next message of a given type on a socket, or null after `ms`. */
const next = (socket: WebSocket, type: string, ms = 3000) =>
  new Promise<Record<string, unknown> | null>((resolve) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      resolve(null);
    }, ms);
    function onMessage(data: WebSocket.RawData) {
      const msg = JSON.parse(String(data)) as Record<string, unknown>;
      if (msg.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(msg);
    }
    socket.on('message', onMessage);
  });

/** Opens a socket and answers 'open' or the HTTP status that refused it. */
function connect(room: string, ticket: string, origin = TEST_ORIGIN): Promise<{ result: string | number; socket: WebSocket }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://${party.host}/parties/main/${room}?ticket=${encodeURIComponent(ticket)}`, { origin });
    socket.on('open', () => resolve({ result: 'open', socket }));
    socket.on('unexpected-response', (_req, res) => resolve({ result: res.statusCode ?? 0, socket }));
    socket.on('error', () => resolve({ result: 'error', socket }));
  });
}

describe('chat party sockets', () => {
  it('opens a socket with a valid ticket for the own room', async () => {
    const { result, socket } = await connect('user-a', await ticketFor('user-a'));
    expect(result).toBe('open');
    socket.close();
  });

  it('refuses a socket without a ticket, with a forged or expired one, or for another user', async () => {
    const cases = [
      await connect('user-a', ''),
      await connect('user-a', await ticketFor('user-a', Date.now() + 60_000, 'wrong-secret')),
      await connect('user-a', await ticketFor('user-a', Date.now() - 1)),
      await connect('user-a', await ticketFor('user-b')),
    ];
    expect(cases.map((c) => c.result)).toEqual([401, 401, 401, 401]);
  });

  it('refuses a socket from a foreign Origin', async () => {
    const { result } = await connect('user-a', await ticketFor('user-a'), 'https://evil.example');
    expect(result).toBe(403);
  });

  it('pushes a notified message to the room, only with the notify secret', async () => {
    const { socket } = await connect('user-c', await ticketFor('user-c'));
    const received = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
    const message = { _id: 'm1', conversationId: 'c1', sender: 'admin-1', text: 'Hello', createdAt: new Date().toISOString() };
    const notify = (auth: string) =>
      fetch(`${party.url}/parties/main/user-c`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'getMessage', message }) });
    expect((await notify('Bearer wrong')).status).toBe(403);
    expect((await notify(`Bearer ${TEST_SECRETS.PARTYKIT_NOTIFY_SECRET}`)).status).toBe(200);
    expect(await received).toEqual({ type: 'getMessage', message });
    socket.close();
  });

  it('relays typing between head office and a franchise, never franchise to franchise', async () => {
    const admin = await open('t-admin', 'admin');
    const shop = await open('t-shop', 'franchise');
    const other = await open('t-other', 'franchise');
    const typing = next(admin, 'getTyping');
    shop.send(JSON.stringify({ type: 'typing', receiverId: 't-admin' }));
    expect(await typing).toEqual({ type: 'getTyping', sender: 't-shop' });
    const typingEnd = next(admin, 'getTypingEnd');
    shop.send(JSON.stringify({ type: 'typingEnd', receiverId: 't-admin' }));
    expect(await typingEnd).toEqual({ type: 'getTypingEnd', sender: 't-shop' });

    const snoop = next(shop, 'getTyping', 800);
    other.send(JSON.stringify({ type: 'typing', receiverId: 't-shop' }));
    expect(await snoop).toBeNull();
    // Garbage is ignored, the socket stays usable.
    shop.send('not json');
    shop.send(JSON.stringify({ type: 'typing' }));
    const still = next(admin, 'getTyping');
    shop.send(JSON.stringify({ type: 'typing', receiverId: 't-admin' }));
    expect(await still).toMatchObject({ sender: 't-shop' });
    for (const s of [admin, shop, other]) s.close();
  });

  it('reports real presence: offline, online when the partner connects, offline when they leave', async () => {
    const shop = await open('p-shop', 'franchise');
    const first = next(shop, 'presence');
    shop.send(JSON.stringify({ type: 'watch', userIds: ['p-admin'] }));
    expect(await first).toEqual({ type: 'presence', userId: 'p-admin', online: false });
    const cameOnline = next(shop, 'presence');
    const admin = await open('p-admin', 'admin');
    expect(await cameOnline).toEqual({ type: 'presence', userId: 'p-admin', online: true });
    const wentAway = next(shop, 'presence');
    admin.close();
    expect(await wentAway).toEqual({ type: 'presence', userId: 'p-admin', online: false });
    shop.close();
  });

  it('tells another franchise nothing about a franchise’s presence', async () => {
    const target = await open('q-shop', 'franchise');
    const nosy = await open('q-nosy', 'franchise');
    const answer = next(nosy, 'presence');
    nosy.send(JSON.stringify({ type: 'watch', userIds: ['q-shop'] }));
    expect(await answer).toEqual({ type: 'presence', userId: 'q-shop', online: false });
    target.close();
    nosy.close();
  });
});
