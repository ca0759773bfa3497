/**
 * The outbox: every write a visitor (or a chatting user) makes is stored here
 * first, with a client id the server keeps as its idempotency key, then sent.
 * - 2xx: done, the row goes (a replay of something already stored answers 200).
 * - no answer, 5xx/429, or 401 (a staff session that ran out): kept, retried
 *   with backoff, on `online`, at start and after a login.
 * - other 4xx: kept as failed with the server's reason; never retried, never
 *   dropped silently, so the text the user typed is still there to fix. A
 *   write whose form still waits for this answer goes at once instead: the
 *   form shows the reasons and still holds the text.
 * Sending is single-flight and in creation order, so chat messages arrive in
 * the order they were written.
 */
import { apiErrorOf } from '../lib/api-answers';
import { db, STAFF_OUTBOX_KINDS, type OutboxItem, type OutboxKind } from '../lib/db';
import type { OutboxPayloads } from '../lib/outbox-payloads';
import { conflictNote, conflictOf, type EditConflict } from '../lib/edit-conflict';
import { markOutboxInUse } from './outbox-in-use';
import { send, type SentBody } from './outbox-senders';

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** Delivered: the server's answer, typed by kind (null when another flush delivered it and kept the answer). */
type Sent = { [K in OutboxKind]: { state: 'sent'; kind: K; body: SentBody<K> | null } }[OutboxKind];

export type SendOutcome =
  | Sent
  /**
   * Waiting for the connection: its row in the outbox goes once it is delivered (useOutboxItem follows it).
   * `signedOut`: the server answered 401, so it waits for the next login instead.
   */
  | { state: 'queued'; clientId: string; signedOut?: true }
  /** `fields`: the server's reason for each refused field, by name, to show under the field. */
  | { state: 'rejected'; message: string; fields: Readonly<Record<string, string>> }
  /** The row moved on since the edit was made (409 with `conflict`): the edit stays in the outbox, refused, until the person chooses. */
  | { state: 'conflict'; clientId: string; message: string; conflict: EditConflict };

/** 2 s, 4 s, 8 s … capped at 5 minutes. */
export const backoffDelay = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

// The typed client's route says what each kind answers; the body is the server's word for it.
const sent = (kind: OutboxKind, body: unknown) => ({ state: 'sent', kind, body }) as SendOutcome;

// 401: a staff session ran out while the write waited; it goes once they sign in again (login flushes the outbox).
const isRetryable = (status: number) => status >= 500 || status === 429 || status === 408 || status === 401;

async function reasonOf(res: Response): Promise<{ message: string; fields: Record<string, string>; conflict?: EditConflict }> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: the generic reason below.
  }
  const said = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
  const conflict = res.status === 409 ? conflictOf(body) : undefined;
  return { message: said || `The server refused this (error ${res.status}).`, fields: { ...apiErrorOf(body, res.status).fields }, ...(conflict && { conflict }) };
}

/** Sends one item once and records what happened. */
async function attempt(item: OutboxItem, now = Date.now()): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await send(item);
  } catch {
    await db.outbox.update(item.clientId, { attempts: item.attempts + 1, nextAttemptAt: now + backoffDelay(item.attempts + 1) });
    return { state: 'queued', clientId: item.clientId };
  }
  if (res.ok) {
    await db.outbox.delete(item.clientId);
    return sent(item.kind, await res.json().catch(() => null));
  }
  if (isRetryable(res.status)) {
    await db.outbox.update(item.clientId, { attempts: item.attempts + 1, nextAttemptAt: now + backoffDelay(item.attempts + 1) });
    return { state: 'queued', clientId: item.clientId, ...(res.status === 401 && { signedOut: true as const }) };
  }
  const { message, fields, conflict } = await reasonOf(res);
  // A form waiting for this answer shows the reasons under its fields and still holds the text, so the queue lets
  // the write go at once: kept even for a moment as refused, the queue's list would show the server's raw reason.
  // An edit that met a newer row stays, with both versions, until the person chooses: a form showing the choice may be
  // closed or the page reloaded before they do, and what they typed lives only here.
  if (conflict) {
    await db.outbox.update(item.clientId, { status: 'failed', error: conflictNote(conflict), fields, conflict });
    return { state: 'conflict', clientId: item.clientId, message, conflict };
  }
  if (awaitedByForm.has(item.clientId)) await db.outbox.delete(item.clientId);
  else await db.outbox.update(item.clientId, { status: 'failed', error: message, fields });
  return { state: 'rejected', message, fields };
}

export interface EnqueueInput<K extends OutboxKind = OutboxKind> {
  kind: K;
  payload: OutboxPayloads[K];
  target?: string;
  label: string;
}

/**
 * Stores the write, then tries to send it straight away (after anything older
 * that is due). A form calls this and shows what came back: sent, queued for
 * later, or refused with the server's reason (its text kept in the form).
 */
let lastCreatedAt = 0;
/**
 * Items whose form is still waiting for the first answer (the form reports those itself), with that answer once a
 * flush has it: a flush that started before the form's own may be the one that sends it.
 */
const awaitedByForm = new Map<string, SendOutcome | undefined>();

export async function enqueue<K extends OutboxKind>(input: EnqueueInput<K>): Promise<SendOutcome> {
  // From now on the page replays it on reconnect and shows what waits (main.tsx starts the outbox).
  markOutboxInUse();
  // Strictly increasing, so two writes in the same millisecond keep their order.
  const now = (lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1));
  const item: OutboxItem<K> = { clientId: crypto.randomUUID(), ...input, createdAt: now, attempts: 0, nextAttemptAt: now, status: 'queued' };
  awaitedByForm.set(item.clientId, undefined);
  try {
    await db.outbox.add(item);
    await flushOutbox({ force: true });
    // No answer kept: no flush tried it (it waits behind an earlier write that could not go).
    return awaitedByForm.get(item.clientId) ?? { state: 'queued', clientId: item.clientId };
  } finally {
    awaitedByForm.delete(item.clientId);
  }
}

let running: Promise<void> | null = null;
/** `inBackground`: no form is waiting for this answer (it said "queued" earlier, or the item is a replay). */
type OutboxListener = (item: OutboxItem, outcome: SendOutcome, inBackground: boolean) => void;
const listeners = new Set<OutboxListener>();

/** Hears about every item sent or refused (to show a toast for background ones, or a sent chat message). */
export function onOutboxResult(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends queued items oldest first and stops at the first that could not be
 * delivered, so nothing overtakes an earlier write. `force` ignores backoff
 * (a new submit or a reconnect is a good moment to try again at once).
 */
export function flushOutbox({ force = false } = {}): Promise<void> {
  if (running) {
    return running.then(() => flushOutbox({ force }));
  }
  running = (async () => {
    const queued = (await db.outbox.orderBy('createdAt').toArray()).filter((i) => i.status === 'queued');
    for (const item of queued) {
      if (!force && item.nextAttemptAt > Date.now()) break;
      const outcome = await attempt(item);
      const inBackground = !awaitedByForm.has(item.clientId);
      if (!inBackground) awaitedByForm.set(item.clientId, outcome);
      listeners.forEach((l) => l(item, outcome, inBackground));
      if (outcome.state === 'queued') break;
    }
  })().finally(() => {
    running = null;
    void scheduleRetry();
  });
  return running;
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Asks the browser to wake the service worker when the connection returns (Background Sync); given by startOutbox. */
let wakeOnReconnect: () => Promise<void> = () => Promise.resolve();

/** One timer for the earliest queued item; `online` and app start flush too. */
async function scheduleRetry() {
  clearTimeout(timer);
  const next = (await db.outbox.orderBy('createdAt').toArray()).filter((i) => i.status === 'queued').map((i) => i.nextAttemptAt);
  if (!next.length) return;
  void wakeOnReconnect();
  timer = setTimeout(() => void flushOutbox(), Math.max(0, Math.min(...next) - Date.now()));
}

export function discardOutboxItem(clientId: string): Promise<void> {
  return db.outbox.delete(clientId);
}

/** How many staff writes still wait, queued or refused: a logout asks before it discards them. */
export async function countStaffOutbox(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  return db.outbox.where('kind').anyOf(STAFF_OUTBOX_KINDS).count();
}

/** Discards the staff writes still waiting (at logout, once asked). */
export async function discardStaffOutbox(): Promise<number> {
  // Without IndexedDB nothing was queued (and Dexie would wait for a database that never opens).
  if (typeof indexedDB === 'undefined') return 0;
  return db.outbox.where('kind').anyOf(STAFF_OUTBOX_KINDS).delete();
}

/**
 * Wires the outbox to the browser: flush now, on reconnect, and on a
 * service-worker sync, which `requestBackgroundSync` (pwa/) asks for while
 * something waits.
 */
export function startOutbox({ requestBackgroundSync }: { requestBackgroundSync: () => Promise<void> }): () => void {
  wakeOnReconnect = requestBackgroundSync;
  const flush = () => void flushOutbox({ force: true });
  window.addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (typeof e.data === 'object' && e.data !== null && 'type' in e.data && e.data.type === 'flush-outbox') flush();
  });
  flush();
  return () => window.removeEventListener('online', flush);
}
