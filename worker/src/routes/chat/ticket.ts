/**
 * `GET /chat/ticket`: a ticket (≤ 60 s) for opening the chat socket, and where
 * the party lives, so the web needs no build-time chat configuration.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { signTicket, TICKET_TTL_MS } from '../../contract/chat-ticket';
import { currentUser } from '../../middleware/auth';

export const chatTicketRoutes = new Hono<AppEnv>().get('/ticket', async (c) => {
  const user = currentUser(c);
  const ticket = await signTicket(c.env.CHAT_TICKET_SECRET, { sub: user.id, role: user.role, exp: Date.now() + TICKET_TTL_MS });
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, ticket, room: user.id, partyHost: c.env.PARTYKIT_PUBLIC_HOST || c.env.PARTYKIT_URL });
});
