/**
 * What one socket can make the party do (DESIGN §7): presence only between
 * chat partners, nothing stored for ids that are no real user, typing
 * throttled per user, floods cut off. Storage is measured where `partykit dev
 * --persist` keeps it: every room a request reaches gets its own files there.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closed, collectUntil, next, open as openIn, type ticketFor, watch } from '../test-client';
import { startParty } from '../test-server';

/** WebSocket close code 1008: policy violation. */
const POLICY_VIOLATION = 1008;
let party: Awaited<ReturnType<typeof startParty>>;
let scratch = '';
let stateDir = '';

beforeAll(async () => {
  // startParty keeps its --persist folder under the temp dir; a private one makes it findable.
  scratch = mkdtempSync(path.join(tmpdir(), 'party-limits-'));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  try {
    party = await startParty();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  const persisted = readdirSync(scratch).filter((name) => name.startsWith('party-test-'));
  if (persisted.length !== 1) throw new Error(`expected one party state folder in ${scratch}, found ${persisted.join(', ')}`);
  stateDir = path.join(scratch, persisted[0]);
});
afterAll(async () => {
  await party?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const open = (room: string, role: 'admin' | 'franchise', overrides?: Parameters<typeof ticketFor>[2]) => openIn(party, room, role, overrides);

/** Files and bytes under the party's persisted state. */
function stored(dir = stateDir): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = stored(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files++;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

const madeUpIds = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}-${crypto.randomUUID()}`);

describe('presence between partners only', () => {
  it('stores nothing for a flood of watches of made-up ids, and tells a franchise nothing about another', async () => {
    const admin = await open('w-admin', 'admin');
    const shop = await open('w-shop', 'franchise', { partners: ['w-admin'] });
    const otherShop = await open('w-other', 'franchise', { partners: ['w-admin'] });
    expect(await watch(shop, ['w-admin'])).toEqual(new Map([['w-admin', true]]));
    const before = stored();

    for (let round = 0; round < 3; round++) {
      const answers = await watch(shop, [...madeUpIds(100, `shop${round}`), 'w-other', 'w-never-connected']);
      expect([...answers.values()].every((online) => !online)).toBe(true);
    }
    const fromAdmin = await watch(admin, madeUpIds(100, 'admin'));
    expect([...fromAdmin.values()].every((online) => !online)).toBe(true);
    // Strangers without the notify secret are turned away before any room is made.
    for (const id of madeUpIds(20, 'stranger')) {
      expect((await fetch(`${party.url}/parties/main/${id}`, { method: 'POST', body: '{}' })).status).toBe(403);
    }

    const after = stored();
    expect(after.files).toBe(before.files);
    expect(after.bytes - before.bytes).toBeLessThan(64 * 1024);
    // The measure is live: a real user's first socket does make a room.
    const newcomer = await open('w-newcomer', 'franchise', { partners: ['w-admin'] });
    expect(stored().files).toBeGreaterThan(after.files);
    for (const socket of [admin, shop, otherShop, newcomer]) socket.close();
  });

  it('lets head office see a franchise that connects after it asked', async () => {
    const admin = await open('f-admin', 'admin');
    expect(await watch(admin, ['f-shop'])).toEqual(new Map([['f-shop', false]]));
    const cameOnline = next(admin, 'presence');
    const shop = await open('f-shop', 'franchise', { partners: ['f-admin'] });
    expect(await cameOnline).toEqual({ type: 'presence', userId: 'f-shop', online: true });
    expect(await watch(admin, ['f-shop'])).toEqual(new Map([['f-shop', true]]));
    const wentAway = next(admin, 'presence');
    shop.close();
    expect(await wentAway).toEqual({ type: 'presence', userId: 'f-shop', online: false });
    admin.close();
  });

  it('replaces the watch list on every watch instead of adding to it', async () => {
    const [first, second] = [await open('r-admin-1', 'admin'), await open('r-admin-2', 'admin')];
    const shop = await open('r-shop', 'franchise', { partners: ['r-admin-1', 'r-admin-2'] });
    await watch(shop, ['r-admin-1']);
    await watch(shop, ['r-admin-2']);
    const heard: unknown[] = [];
    shop.on('message', (data) => heard.push(JSON.parse(String(data))));
    const secondLeft = next(shop, 'presence');
    first.close();
    second.close();
    expect(await secondLeft).toEqual({ type: 'presence', userId: 'r-admin-2', online: false });
    expect(heard).not.toContainEqual(expect.objectContaining({ userId: 'r-admin-1' }));
    shop.close();
  });
});

describe('inbound limits', () => {
  it('relays a burst of typing to the partner as a handful of signals, keeping the socket', async () => {
    const admin = await open('y-admin', 'admin');
    const shop = await open('y-shop', 'franchise', { partners: ['y-admin'] });
    const seen = collectUntil(admin, 'getTypingEnd');
    for (let i = 0; i < 40; i++) shop.send(JSON.stringify({ type: 'typing', receiverId: 'y-admin' }));
    shop.send(JSON.stringify({ type: 'typingEnd', receiverId: 'y-admin' }));
    const count = (await seen).filter((msg) => msg.type === 'getTyping').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    // Still connected and served.
    expect(await watch(shop, ['y-admin'])).toEqual(new Map([['y-admin', true]]));
    for (const socket of [admin, shop]) socket.close();
  });

  it('closes a socket that floods the party with a policy violation, relaying only a handful', async () => {
    const admin = await open('z-admin', 'admin');
    const shop = await open('z-shop', 'franchise', { partners: ['z-admin'] });
    const seen = collectUntil(admin, 'getTypingEnd');
    for (let i = 0; i < 500; i++) shop.send(JSON.stringify({ type: 'typing', receiverId: 'z-admin' }));
    expect(await closed(shop)).toBe(POLICY_VIOLATION);
    // A new socket of the same user ends the typing; it arrives after everything relayed before.
    const again = await open('z-shop', 'franchise', { partners: ['z-admin'] });
    again.send(JSON.stringify({ type: 'typingEnd', receiverId: 'z-admin' }));
    const count = (await seen).filter((msg) => msg.type === 'getTyping').length;
    expect(count).toBeLessThanOrEqual(8);
    for (const socket of [admin, again]) socket.close();
  });
});
