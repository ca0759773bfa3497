/**
 * `GET /chat/ticket`: a ticket (≤ 60 s) for opening the chat socket, and where
 * the party lives, so the web needs no build-time chat configuration. A
 * franchise's ticket names its partners, so the party lets it reach no one else.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { MAX_TICKET_PARTNERS, signTicket, TICKET_TTL_MS } from '../../contract/chat-ticket';
import { createDb } from '../../db/client';
import { chatSessionId } from '../../lib/sessions';
import { currentUser } from '../../middleware/auth';
import { headOfficeAccounts } from './conversation-store';

export const chatTicketAdminRoutes = new Hono<AppEnv>().get('/ticket', async (c) => {
  const user = currentUser(c);
  const partners = user.role === 'franchise' ? (await headOfficeAccounts(createDb(c.env), MAX_TICKET_PARTNERS)).map((a) => a.id) : undefined;
  const now = Date.now();
  const ticket = await signTicket(c.env.CHAT_TICKET_SECRET, {
    sub: user.id,
    role: user.role,
    iat: now,
    exp: now + TICKET_TTL_MS,
    sid: await chatSessionId(c.get('sessionHash')!),
    ...(partners && { partners }),
  });
  // Typed here, not inferred from Env: the web's type of this answer must not depend on the Worker's ambient Env.
  const partyHost: string = c.env.PARTYKIT_PUBLIC_HOST || c.env.PARTYKIT_URL;
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, ticket, room: user.id, partyHost });
});
