import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closed, collectUntil, next } from '../test-client';
import { startParty, TEST_ORIGIN, TEST_SECRETS } from '../test-server';
import { SOCKETS_PER_CLIENT, TOO_MANY_SOCKETS } from './availability';

let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

/** A listener; `first` is the first list it hears, which may come with the connect itself. */
function listen(
  store: string,
  { origin = TEST_ORIGIN, client = '198.51.100.7' } = {},
): Promise<{ result: string | number; socket: WebSocket; first: Promise<Record<string, unknown>> }> {
  return new Promise((done) => {
    const socket = new WebSocket(`ws://${party.host}/parties/availability/${store}`, { origin, headers: { 'x-forwarded-for': client } });
    const first = next(socket, 'availability');
    const resolve = (r: { result: string | number; socket: WebSocket }) => done({ ...r, first });
    socket.on('open', () => resolve({ result: 'open', socket }));
    socket.on('unexpected-response', (_req, res) => resolve({ result: res.statusCode ?? 0, socket }));
    socket.on('error', () => resolve({ result: 'error', socket }));
  });
}

const stateOf = (store: string, soldOut: { itemId: string }[], asOf = Date.now()) => ({
  type: 'availability',
  availability: { locationId: store, asOf, soldOut: soldOut.map((s) => ({ itemType: 'drink', until: asOf + 3600_000, since: asOf, ...s })) },
});

function push(store: string, body: unknown, secret = TEST_SECRETS.PARTYKIT_NOTIFY_SECRET) {
  return fetch(`${party.url}/parties/availability/${store}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a store’s availability room', () => {
  it('anyone listens without a ticket and hears what the Worker pushes', async () => {
    const { result, socket } = await listen('store-a');
    expect(result).toBe('open');
    const heard = next(socket, 'availability');
    const state = stateOf('store-a', [{ itemId: 'taro' }]);
    expect((await push('store-a', state)).status).toBe(200);
    expect(await heard).toEqual(state);
    socket.close();
  });

  it('a new listener gets the last list at once (also after the room woke from storage)', async () => {
    const state = stateOf('store-b', [{ itemId: 'matcha' }]);
    await push('store-b', state);
    await party.restart();
    const { socket, first } = await listen('store-b');
    expect(await first).toEqual(state);
    socket.close();
  });

  it('only the notify secret writes; a listener’s frames are dropped', async () => {
    const { socket } = await listen('store-c');
    expect((await push('store-c', stateOf('store-c', [{ itemId: 'fake' }]), 'wrong')).status).toBe(403);
    expect((await fetch(`${party.url}/parties/availability/store-c`, { method: 'POST', body: '{}' })).status).toBe(403);
    socket.send(JSON.stringify(stateOf('store-c', [{ itemId: 'fake' }])));
    const seen = collectUntil(socket, 'availability');
    const real = stateOf('store-c', [{ itemId: 'taro' }]);
    await push('store-c', real);
    expect(await seen).toEqual([real]);
    socket.close();
  });

  it('refuses a list for another store, a malformed one, and an older one than it has', async () => {
    expect((await push('store-d', stateOf('store-e', []))).status).toBe(400);
    expect((await push('store-d', { type: 'availability', availability: { locationId: 'store-d' } })).status).toBe(400);
    const newer = stateOf('store-d', [{ itemId: 'taro' }], Date.now());
    await push('store-d', newer);
    await push('store-d', stateOf('store-d', [], Date.now() - 5000));
    const { socket, first } = await listen('store-d');
    expect(await first).toEqual(newer);
    socket.close();
  });

  it('refuses a foreign Origin', async () => {
    expect((await listen('store-f', { origin: 'https://evil.example' })).result).toBe(403);
  });

  it('caps the sockets one client holds on a room', async () => {
    const sockets = await Promise.all(Array.from({ length: SOCKETS_PER_CLIENT }, () => listen('store-g', { client: '203.0.113.9' })));
    expect(sockets.map((s) => s.result)).toEqual(Array(SOCKETS_PER_CLIENT).fill('open'));
    const extra = await listen('store-g', { client: '203.0.113.9' });
    expect(await closed(extra.socket)).toBe(TOO_MANY_SOCKETS);
    const someoneElse = await listen('store-g', { client: '203.0.113.10' });
    expect(someoneElse.result).toBe('open');
    for (const s of [...sockets, someoneElse]) s.socket.close();
  });
});
