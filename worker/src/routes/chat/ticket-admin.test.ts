import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyTicket } from '../../contract/chat-ticket';
import { sessions } from '../../db/schema';
import { call, createUser, db, login } from '../../../test/helpers';
import { headOffice } from './conversation-store';

async function ticketOf(cookie: string) {
  const res = await call('/chat/ticket', { cookie });
  expect(res.status).toBe(200);
  const { ticket } = await res.json<{ ticket: string }>();
  return (await verifyTicket(env.CHAT_TICKET_SECRET, ticket))!;
}

describe('GET /chat/ticket', () => {
  it('names the user, when and in which session it was issued, and a franchise’s head office partners', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const admin = await createUser('admin', `ticket-hq-${tag}@example.com`);
    const shop = await createUser('franchise', `ticket-shop-${tag}@example.com`);
    const [tabletCookie, phoneCookie] = [await login(shop.email), await login(shop.email)];
    const before = Date.now();

    const tablet = await ticketOf(tabletCookie);
    expect(tablet).toMatchObject({ sub: shop.id, role: 'franchise' });
    expect(tablet.iat).toBeGreaterThanOrEqual(before);
    expect(tablet.exp).toBe(tablet.iat + 60_000);
    // Every head office account, head office first; never another franchise.
    expect(tablet.partners?.[0]).toBe((await headOffice(db()))!.id);
    expect(tablet.partners).toContain(admin.id);
    expect(tablet.partners).not.toContain(shop.id);

    // One session, one id: the same on every ticket of it, another for another login, and not what D1 keys sessions by.
    expect((await ticketOf(tabletCookie)).sid).toBe(tablet.sid);
    expect((await ticketOf(phoneCookie)).sid).not.toBe(tablet.sid);
    const stored = await db().select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, shop.id));
    expect(stored).toHaveLength(2);
    for (const { tokenHash } of stored) expect(tokenHash).not.toContain(tablet.sid);

    const hq = await ticketOf(await login(admin.email));
    expect(hq).toMatchObject({ sub: admin.id, role: 'admin' });
    expect(hq.partners).toBeUndefined();
  });

  it('answers 401 to a visitor', async () => {
    expect((await call('/chat/ticket')).status).toBe(401);
  });
});
