import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closed, collectUntil, connect as connectTo, next, notify, open as openIn, ticketFor, watch } from '../test-client';
import { startParty } from '../test-server';

let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

/** The close code of a socket whose session ended (an application code, 4000–4999). */
const SESSION_ENDED = 4001;
const connect = (room: string, ticket: string, origin?: string) => connectTo(party, room, ticket, origin);
const open = (room: string, role: 'admin' | 'franchise', overrides?: Parameters<typeof ticketFor>[2]) => openIn(party, room, role, overrides);

describe('chat party sockets', () => {
  it('opens a socket with a valid ticket for the own room', async () => {
    const { result, socket } = await connect('user-a', await ticketFor('user-a'));
    expect(result).toBe('open');
    socket.close();
  });

  it('refuses a socket without a ticket, with a forged or expired one, or for another user', async () => {
    const cases = [
      await connect('user-a', ''),
      await connect('user-a', await ticketFor('user-a', 'franchise', { secret: 'wrong-secret' })),
      await connect('user-a', await ticketFor('user-a', 'franchise', { exp: Date.now() - 1 })),
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
    const message = { _id: 'm1', conversationId: 'c1', sender: 'admin-1', text: 'Hello', createdAt: new Date().toISOString(), clientId: null };
    expect((await notify(party, 'user-c', { type: 'getMessage', message }, 'wrong')).status).toBe(403);
    expect((await notify(party, 'user-c', { type: 'getMessage', message })).status).toBe(200);
    expect(await received).toEqual({ type: 'getMessage', message });
    socket.close();
  });

  it('relays typing between head office and a franchise, never franchise to franchise', async () => {
    const admin = await open('t-admin', 'admin');
    const shop = await open('t-shop', 'franchise', { partners: ['t-admin'] });
    const other = await open('t-other', 'franchise', { partners: ['t-admin'] });
    const typing = next(admin, 'getTyping');
    shop.send(JSON.stringify({ type: 'typing', receiverId: 't-admin' }));
    expect(await typing).toEqual({ type: 'getTyping', sender: 't-shop' });
    const typingEnd = next(admin, 'getTypingEnd');
    shop.send(JSON.stringify({ type: 'typingEnd', receiverId: 't-admin' }));
    expect(await typingEnd).toEqual({ type: 'getTypingEnd', sender: 't-shop' });

    // The other franchise's typing is handled before its watch is answered; head office typing afterwards marks the end.
    const heard = collectUntil(shop, 'getTyping');
    other.send(JSON.stringify({ type: 'typing', receiverId: 't-shop' }));
    await watch(other, ['t-admin']);
    admin.send(JSON.stringify({ type: 'typing', receiverId: 't-shop' }));
    expect((await heard).filter((msg) => msg.type === 'getTyping')).toEqual([{ type: 'getTyping', sender: 't-admin' }]);
    // Garbage is ignored, the socket stays usable.
    shop.send('not json');
    shop.send(JSON.stringify({ type: 'typing' }));
    const still = next(admin, 'getTyping');
    shop.send(JSON.stringify({ type: 'typing', receiverId: 't-admin' }));
    expect(await still).toMatchObject({ sender: 't-shop' });
    for (const s of [admin, shop, other]) s.close();
  });

  it('reports real presence: offline, online when the partner connects, offline when they leave', async () => {
    const shop = await open('p-shop', 'franchise', { partners: ['p-admin'] });
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
    const target = await open('q-shop', 'franchise', { partners: ['q-admin'] });
    const nosy = await open('q-nosy', 'franchise', { partners: ['q-admin'] });
    const answer = next(nosy, 'presence');
    nosy.send(JSON.stringify({ type: 'watch', userIds: ['q-shop'] }));
    expect(await answer).toEqual({ type: 'presence', userId: 'q-shop', online: false });
    target.close();
    nosy.close();
  });
});

describe('ending sessions (DESIGN §5)', () => {
  const message = { _id: 'm2', conversationId: 'c2', sender: 'admin-1', text: 'Still there?', createdAt: new Date().toISOString(), clientId: null };
  /** What a socket gets when the Worker pushes to its room (never resolves if it gets nothing: the test times out). */
  const pushedTo = async (socket: Awaited<ReturnType<typeof open>>, room: string) => {
    const received = next(socket, 'getMessage');
    await notify(party, room, { type: 'getMessage', message });
    return received;
  };

  it('closes every socket of the user at once, refuses tickets issued before, and accepts new ones', async () => {
    const tablet = await open('e-shop', 'franchise', { sid: 'tablet' });
    const phone = await open('e-shop', 'franchise', { sid: 'phone' });
    const oldTicket = await ticketFor('e-shop', 'franchise', { sid: 'tablet' });
    const endedAt = Date.now();
    expect((await notify(party, 'e-shop', { type: 'revoke', endedAt })).status).toBe(200);
    expect(await closed(tablet)).toBe(SESSION_ENDED);
    expect(await closed(phone)).toBe(SESSION_ENDED);

    expect((await connect('e-shop', oldTicket)).result).toBe(401);

    const fresh = await open('e-shop', 'franchise', { sid: 'after-reset', iat: endedAt + 1 });
    expect(await pushedTo(fresh, 'e-shop')).toEqual({ type: 'getMessage', message });
    fresh.close();
  });

  it('on logout closes only that browser session’s sockets and refuses its tickets', async () => {
    const leaving = await open('l-shop', 'franchise', { sid: 'leaving' });
    const staying = await open('l-shop', 'franchise', { sid: 'staying' });
    expect((await notify(party, 'l-shop', { type: 'revoke', endedAt: Date.now(), sessionId: 'leaving' })).status).toBe(200);
    expect(await closed(leaving)).toBe(SESSION_ENDED);
    expect(await pushedTo(staying, 'l-shop')).toEqual({ type: 'getMessage', message });

    expect((await connect('l-shop', await ticketFor('l-shop', 'franchise', { sid: 'leaving' }))).result).toBe(401);
    const other = await open('l-shop', 'franchise', { sid: 'staying' });
    expect(await pushedTo(other, 'l-shop')).toEqual({ type: 'getMessage', message });
    staying.close();
    other.close();
  });

  it('ends nothing without the notify secret or with a malformed request', async () => {
    const socket = await open('n-shop', 'franchise');
    expect((await notify(party, 'n-shop', { type: 'revoke', endedAt: Date.now() }, 'wrong')).status).toBe(403);
    expect((await notify(party, 'n-shop', { type: 'revoke', endedAt: 'now' })).status).toBe(400);
    expect(await pushedTo(socket, 'n-shop')).toEqual({ type: 'getMessage', message });
    socket.close();
  });
});
