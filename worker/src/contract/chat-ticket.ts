/**
 * Short-lived socket tickets: the Worker signs who the user is, when and in
 * which session the ticket was issued, and who they may chat with, using
 * CHAT_TICKET_SECRET (HMAC-SHA256); the chat party checks it before a socket
 * opens. Runtime-agnostic (WebCrypto only) so both sides share it.
 */
import { z } from 'zod';
import { roles } from './auth';
import { fromBase64Url, toBase64Url } from './encoding';
import { hmacSign, hmacVerify } from './hmac';

export const TICKET_TTL_MS = 60_000;
/** More head office accounts than a ticket lists would be a mistake, not a business. */
export const MAX_TICKET_PARTNERS = 20;

const userId = z.string().min(1).max(64);
const ticketPayload = z.object({
  sub: userId,
  role: z.enum(roles),
  /** Issued at (ms): ending a user's sessions voids the tickets issued until then. */
  iat: z.number().int(),
  exp: z.number().int(),
  /** Names the browser session without revealing its token, so logout can end only that session's sockets. */
  sid: z.string().min(1).max(64),
  /**
   * A franchise's chat partners: the head office accounts. Absent for head
   * office, whose partners are every franchise (too many for a ticket); its
   * room learns them as franchises come online.
   */
  partners: z.array(userId).max(MAX_TICKET_PARTNERS).optional(),
});
export type TicketPayload = z.infer<typeof ticketPayload>;

export async function signTicket(secret: string, payload: TicketPayload): Promise<string> {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
  return `${body}.${await hmacSign(secret, body)}`;
}

/** The payload of a genuine, unexpired ticket; null for anything else. */
export async function verifyTicket(secret: string, ticket: string, now = Date.now()): Promise<TicketPayload | null> {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!(await hmacVerify(secret, body, signature))) return null;
  try {
    const parsed = ticketPayload.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(body))));
    return parsed.success && parsed.data.exp > now ? parsed.data : null;
  } catch {
    return null;
  }
}
