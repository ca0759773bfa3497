import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signTicket } from '../../worker/src/contract/chat-ticket';
import { startParty, TEST_ORIGIN, TEST_SECRETS } from '../test-server';

let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

const ticketFor = (sub: string, exp = Date.now() + 60_000, secret = TEST_SECRETS.CHAT_TICKET_SECRET) =>
  signTicket(secret, { sub, role: 'franchise', exp });

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
});
