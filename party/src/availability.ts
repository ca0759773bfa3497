/**
 * Availability party (issue #25): one public, read-only room per store, named
 * by the store's id. Anyone may listen without a ticket, from an allowed
 * Origin, with a few sockets per client; only the Worker (notify secret,
 * compared in constant time) may write, and a frame from a listener is
 * dropped. D1 stays the source of truth: the Worker hands the room the
 * store's sold-out list after each change, the room keeps the last one and
 * pushes it to every listener, and a new socket gets it at once
 * (docs/decisions/live-availability.md).
 */
import type * as Party from 'partykit/server';
import type { AvailabilityPush, StoreAvailability } from '../../worker/src/contract/availability';
import { sameSecret } from '../../worker/src/contract/constant-time';
import { notifySecret, originListed } from './party-env';

/** Sockets one client may hold open on one store's room: a few tabs, not a flood. */
export const SOCKETS_PER_CLIENT = 6;
export const TOO_MANY_SOCKETS = 4008;
const CLIENT_HEADER = 'x-availability-client';
const STORED = 'availability';

function allowedOrigin(origin: string | null, env: Record<string, unknown>): boolean {
  if (origin === null) return true; // not a browser: it only listens anyway
  return originListed(origin, env);
}

/** Who the socket comes from: the address Cloudflare saw, else one shared bucket (local dev). */
const clientOf = (req: Party.Request) => req.headers.get('cf-connecting-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local';

function isAvailability(value: unknown): value is StoreAvailability {
  const a = value as StoreAvailability | null;
  return !!a && typeof a.locationId === 'string' && typeof a.asOf === 'number' && Array.isArray(a.soldOut);
}

export default class AvailabilityServer implements Party.Server {
  private last?: Promise<StoreAvailability | undefined>;

  constructor(readonly room: Party.Room) {}

  static onBeforeConnect(req: Party.Request, lobby: Party.Lobby) {
    if (!allowedOrigin(req.headers.get('origin'), lobby.env)) return new Response('Origin not allowed', { status: 403 });
    req.headers.set(CLIENT_HEADER, clientOf(req));
    return req;
  }

  static async onBeforeRequest(req: Party.Request, lobby: Party.Lobby) {
    const secret = notifySecret(lobby.env);
    const ok = secret !== '' && (await sameSecret(req.headers.get('authorization') ?? '', `Bearer ${secret}`));
    return ok ? req : new Response('Forbidden', { status: 403 });
  }

  private stored(): Promise<StoreAvailability | undefined> {
    return (this.last ??= this.room.storage.get<StoreAvailability>(STORED));
  }

  async onConnect(connection: Party.Connection<{ client: string }>, ctx: Party.ConnectionContext) {
    const client = ctx.request.headers.get(CLIENT_HEADER) ?? 'local';
    const same = [...this.room.getConnections<{ client: string }>()].filter((c) => c.state?.client === client).length;
    if (same >= SOCKETS_PER_CLIENT) return connection.close(TOO_MANY_SOCKETS, 'Too many sockets');
    connection.setState({ client });
    const availability = await this.stored();
    if (availability) connection.send(JSON.stringify({ type: 'availability', availability } satisfies AvailabilityPush));
  }

  /** Listeners only listen. */
  onMessage() {}

  async onRequest(req: Party.Request) {
    if (req.method !== 'POST') return new Response('Method not allowed', { status: 405 });
    const body = (await req.json().catch(() => null)) as AvailabilityPush | null;
    if (body?.type !== 'availability' || !isAvailability(body.availability) || body.availability.locationId !== this.room.id) return new Response('Bad request', { status: 400 });
    const known = await this.stored();
    // Pushes can cross on the way: an older list never replaces a newer one.
    if (known && known.asOf > body.availability.asOf) return Response.json({ ok: true, kept: 'newer' });
    this.last = Promise.resolve(body.availability);
    await this.room.storage.put(STORED, body.availability);
    this.room.broadcast(JSON.stringify(body));
    return Response.json({ ok: true });
  }
}
