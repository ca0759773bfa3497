/**
 * Short-lived socket tickets: the Worker signs `{ sub, role, exp }` with
 * CHAT_TICKET_SECRET (HMAC-SHA256) and the chat party checks it before a
 * socket opens. Runtime-agnostic (WebCrypto only) so both sides share it.
 */
import { z } from 'zod';
import { roles } from './auth';
import { b64url, fromB64url, hmacSign, hmacVerify } from './hmac';

export const TICKET_TTL_MS = 60_000;

const ticketPayload = z.object({ sub: z.string().min(1), role: z.enum(roles), exp: z.number().int() });
export type TicketPayload = z.infer<typeof ticketPayload>;

export async function signTicket(secret: string, payload: TicketPayload): Promise<string> {
  const body = b64url(new TextEncoder().encode(JSON.stringify(payload)));
  return `${body}.${await hmacSign(secret, body)}`;
}

/** The payload of a genuine, unexpired ticket; null for anything else. */
export async function verifyTicket(secret: string, ticket: string, now = Date.now()): Promise<TicketPayload | null> {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!(await hmacVerify(secret, body, signature))) return null;
  try {
    const parsed = ticketPayload.safeParse(JSON.parse(new TextDecoder().decode(fromB64url(body))));
    return parsed.success && parsed.data.exp > now ? parsed.data : null;
  } catch {
    return null;
  }
}
