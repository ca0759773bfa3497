/**
 * Short-lived socket tickets: the Worker signs who the user is, when and in
 * which session the ticket was issued, and who they may chat with, using
 * CHAT_TICKET_SECRET (HMAC-SHA256); the chat party checks it before a socket
 * opens. Runtime-agnostic (WebCrypto only) so both sides share it.
 */
import { z } from 'zod';
import { roles } from './auth';

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

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function signTicket(secret: string, payload: TicketPayload): Promise<string> {
  const body = b64url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body));
  return `${body}.${b64url(new Uint8Array(signature))}`;
}

/** The payload of a genuine, unexpired ticket; null for anything else. */
export async function verifyTicket(secret: string, ticket: string, now = Date.now()): Promise<TicketPayload | null> {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  try {
    // subtle.verify compares in constant time.
    const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), fromB64url(signature), encoder.encode(body));
    if (!ok) return null;
    const parsed = ticketPayload.safeParse(JSON.parse(new TextDecoder().decode(fromB64url(body))));
    return parsed.success && parsed.data.exp > now ? parsed.data : null;
  } catch {
    return null;
  }
}
