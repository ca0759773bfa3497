/**
 * Ended sessions stay ended (DESIGN §7): a room keeps its revocations in
 * storage, so one that went idle, was evicted and woke again still refuses
 * the tickets of a deleted franchise or a logged-out browser, and refuses
 * them before any socket opens. Revocations go once no ticket they void
 * can still be unexpired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_TTL_MS } from '../../worker/src/contract/chat-ticket';
import { forgetExpired, isRevoked, nextForgetting, noRevocations, recordEnded, REMEMBER_MS } from './revocations';
import { closed, connect as connectTo, notify, open as openIn, ticketFor } from '../test-client';
import { startParty } from '../test-server';

const SESSION_ENDED = 4001;
let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

const connect = (room: string, ticket: string) => connectTo(party, room, ticket);
const open = (room: string, overrides?: Parameters<typeof ticketFor>[2]) => openIn(party, room, 'franchise', overrides);

describe('revocations of a room that went idle', () => {
  it('refuses a deleted franchise’s earlier ticket and a logged-out session’s ticket after the room woke again, before a socket opens', async () => {
    const tablet = await open('idle-shop', { sid: 'tablet' });
    const phone = await open('idle-shop', { sid: 'phone' });
    const phoneTicket = await ticketFor('idle-shop', 'franchise', { sid: 'phone' });
    expect((await notify(party, 'idle-shop', { type: 'revoke', endedAt: Date.now(), sessionId: 'phone' })).status).toBe(200);
    expect(await closed(phone)).toBe(SESSION_ENDED);
    // Got just before head office deleted the franchise.
    const tabletTicket = await ticketFor('idle-shop', 'franchise', { sid: 'tablet' });
    const deletedAt = Date.now();
    expect((await notify(party, 'idle-shop', { type: 'revoke', endedAt: deletedAt })).status).toBe(200);
    expect(await closed(tablet)).toBe(SESSION_ENDED);

    // The last socket closed: the room goes idle and is evicted.
    await party.restart();

    expect((await connect('idle-shop', tabletTicket)).result).toBe(401);
    expect((await connect('idle-shop', phoneTicket)).result).toBe(401);
    // A ticket issued after the deletion (the account came back with a new sign-in) opens.
    const fresh = await open('idle-shop', { sid: 'new-sign-in', iat: deletedAt + 1 });
    fresh.close();
  });

  it('refuses an ended session’s ticket before a socket opens while the room is awake', async () => {
    const ticket = await ticketFor('awake-shop', 'franchise', { sid: 'leaving' });
    expect((await notify(party, 'awake-shop', { type: 'revoke', endedAt: Date.now(), sessionId: 'leaving' })).status).toBe(200);
    const { result } = await connect('awake-shop', ticket);
    expect(result).toBe(401);
  });
});

describe('forgetting ended sessions', () => {
  const t = 1_700_000_000_000;

  it('keeps an end of every session until no ticket it voids can be unexpired, then forgets it', () => {
    const revocations = noRevocations();
    recordEnded(revocations, { endedAt: t }, t);
    expect(nextForgetting(revocations)).toBe(t + REMEMBER_MS);
    expect(forgetExpired(revocations, t + REMEMBER_MS - 1)).toBe(true);
    expect(isRevoked(revocations, { iat: t - 1, sid: 'any' })).toBe(true);
    expect(forgetExpired(revocations, t + REMEMBER_MS)).toBe(false);
    expect(revocations).toEqual(noRevocations());
    expect(nextForgetting(revocations)).toBeNull();
  });

  it('keeps a logged-out session for as long, and the other ends on their own clocks', () => {
    const revocations = noRevocations();
    recordEnded(revocations, { endedAt: t, sessionId: 'phone' }, t);
    recordEnded(revocations, { endedAt: t + 1000 }, t + 1000);
    expect(nextForgetting(revocations)).toBe(t + REMEMBER_MS);
    expect(forgetExpired(revocations, t + REMEMBER_MS)).toBe(true);
    expect(isRevoked(revocations, { iat: t + 2000, sid: 'phone' })).toBe(false);
    expect(isRevoked(revocations, { iat: t + 1000, sid: 'tablet' })).toBe(true);
    expect(nextForgetting(revocations)).toBe(t + 1000 + REMEMBER_MS);
  });

  it('remembers longer than a ticket lives', () => {
    expect(REMEMBER_MS).toBeGreaterThan(TICKET_TTL_MS);
  });
});
