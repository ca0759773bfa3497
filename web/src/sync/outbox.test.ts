import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxItem } from '../lib/db';

// The network, as the outbox sees it: one function per kind of write.
const sent: { kind: string; body: Record<string, unknown> }[] = [];
let answer: (item: OutboxItem) => Response | Promise<Response> = () => Response.json({ success: true }, { status: 201 });
vi.mock('./outbox-senders', () => ({
  send: async (item: OutboxItem) => {
    sent.push({ kind: item.kind, body: { ...item.payload, clientId: item.clientId } });
    return answer(item);
  },
}));

const { backoffDelay, enqueue, flushOutbox, onOutboxResult } = await import('./outbox');
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** A contact message as the form queues it, named so each test can tell its writes apart. */
const contact = (name: string) => ({ name, email: 'jo@example.com', message: 'Hello' });

beforeEach(async () => {
  sent.length = 0;
  answer = () => Response.json({ success: true }, { status: 201 });
  await db.outbox.clear();
});
afterEach(() => vi.useRealTimers());

describe('outbox', () => {
  it('sends at once when online and keeps nothing', async () => {
    const outcome = await enqueue({ kind: 'contact', payload: contact('Jo'), label: 'Message' });
    expect(outcome.state).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ name: 'Jo', clientId: expect.any(String) });
    expect(await db.outbox.count()).toBe(0);
  });

  it('hands listeners the server’s answer under the kind of write it answers, also for a replay', async () => {
    const stored = { _id: 'm1', conversationId: 'c1', text: 'Hi' };
    answer = () => offline();
    await enqueue({ kind: 'message', payload: { conversationId: 'c1', text: 'Hi' }, label: 'Message' });
    const heard: unknown[] = [];
    const stop = onOutboxResult((_item, outcome) => heard.push(outcome));
    answer = () => Response.json({ success: true, message: stored }, { status: 201 });
    await flushOutbox({ force: true });
    stop();
    expect(heard).toEqual([{ state: 'sent', kind: 'message', body: { success: true, message: stored } }]);
  });

  it('keeps writes made offline and sends them in order when the connection returns', async () => {
    answer = offline;
    const first = await enqueue({ kind: 'review', payload: { name: 'A', rating: 5, comment: '1' }, target: 'd1', label: 'Review' });
    const second = await enqueue({ kind: 'contact', payload: contact('B'), label: 'Message' });
    expect([first.state, second.state]).toEqual(['queued', 'queued']);
    expect((await db.outbox.toArray()).map((i) => i.status)).toEqual(['queued', 'queued']);

    answer = () => Response.json({ success: true }, { status: 201 });
    sent.length = 0;
    await flushOutbox({ force: true });
    expect(sent.map((s) => s.kind)).toEqual(['review', 'contact']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries with backoff after a network error or a 5xx, never before it is due', async () => {
    answer = () => new Response('busy', { status: 503 });
    await enqueue({ kind: 'newsletter', payload: { email: 'a@b.co' }, label: 'Newsletter' });
    const [item] = await db.outbox.toArray();
    expect(item.attempts).toBe(1);
    expect(item.nextAttemptAt - Date.now()).toBeGreaterThan(backoffDelay(1) - 1000);
    sent.length = 0;
    await flushOutbox(); // not due yet
    expect(sent).toHaveLength(0);
    await db.outbox.update(item.clientId, { nextAttemptAt: Date.now() - 1 });
    answer = offline;
    await flushOutbox();
    expect((await db.outbox.get(item.clientId))!.attempts).toBe(2);
    expect(backoffDelay(2)).toBe(2 * backoffDelay(1));
    expect(backoffDelay(30)).toBe(5 * 60_000);
  });

  it('stops retrying on a 4xx and keeps the text with the reason', async () => {
    answer = offline;
    await enqueue({ kind: 'review', payload: { name: 'A', rating: 5, comment: 'kept words' }, target: 'gone', label: 'Review' });
    answer = () => Response.json({ success: false, message: 'Drink not found.' }, { status: 404 });
    await flushOutbox({ force: true });
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'failed', error: 'Drink not found.', payload: { comment: 'kept words' } });
    sent.length = 0;
    await flushOutbox({ force: true });
    expect(sent).toHaveLength(0);
  });

  it('answers a refusal on the spot without keeping it, not even for a moment (the form still has the text)', async () => {
    // The queue's list shows every stored row live: a refused row stored first would show the raw reason there.
    const stored: unknown[] = [];
    const record = (changes: object) => void stored.push({ ...changes });
    db.outbox.hook('updating', record);
    try {
      answer = () => Response.json({ success: false, message: 'Rating must be at least 1 star.' }, { status: 400 });
      const outcome = await enqueue({ kind: 'review', payload: { name: 'A', rating: 0, comment: '' }, target: 'd1', label: 'Review' });
      expect(outcome).toEqual({ state: 'rejected', message: 'Rating must be at least 1 star.', fields: {} });
    } finally {
      db.outbox.hook('updating').unsubscribe(record);
    }
    expect(stored).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers a form whose write another flush sent, refused, with the reason', async () => {
    answer = offline;
    await enqueue({ kind: 'contact', payload: contact('Queued first'), label: 'Message' });
    answer = () => Response.json({ success: false, message: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.' } }, { status: 400 });
    // A reconnect's flush starts first and reaches the new write too (it reads the queue after the write is stored).
    const reconnect = flushOutbox({ force: true });
    const outcome = await enqueue({ kind: 'contact', payload: contact('Refused'), label: 'Message' });
    await reconnect;
    expect(outcome).toMatchObject({ state: 'rejected', message: 'Enter a valid email address.' });
  });

  it('replays with the same client id, so the server can store it once', async () => {
    let calls = 0;
    // The first answer is lost on the way back: the server stored it, the browser never heard.
    answer = () => (++calls === 1 ? offline() : Response.json({ success: true }, { status: 200 }));
    await enqueue({ kind: 'message', payload: { conversationId: 'c1', text: 'hi' }, label: 'Message' });
    await flushOutbox({ force: true });
    expect(calls).toBe(2);
    const ids = sent.map((s) => s.body.clientId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('outbox under concurrent submits', () => {
  it('reports each of several simultaneous submits as sent', async () => {
    const outcomes = await Promise.all([
      enqueue({ kind: 'contact', payload: contact('A'), label: 'A' }),
      enqueue({ kind: 'contact', payload: contact('B'), label: 'B' }),
      enqueue({ kind: 'contact', payload: contact('C'), label: 'C' }),
    ]);
    expect(outcomes.map((o) => o.state)).toEqual(['sent', 'sent', 'sent']);
    expect(sent.map((s) => s.body.name)).toEqual(['A', 'B', 'C']);
  });
});

describe('outbox results', () => {
  it('tells listeners which answers no form is waiting for, including a write that queued behind another and was never tried', async () => {
    const heard: { name: unknown; state: string; inBackground: boolean }[] = [];
    const stop = onOutboxResult((item, outcome, inBackground) => heard.push({ name: 'name' in item.payload ? item.payload.name : undefined, state: outcome.state, inBackground }));
    try {
      answer = offline;
      await enqueue({ kind: 'review', payload: { name: 'Queued first', rating: 5, comment: 'x' }, target: 'd1', label: 'Review' });
      // Waits behind the first, so it is not even tried while offline.
      await enqueue({ kind: 'contact', payload: contact('Queued behind'), label: 'Message' });
      expect(heard).toEqual([
        { name: 'Queued first', state: 'queued', inBackground: false },
        { name: 'Queued first', state: 'queued', inBackground: true },
      ]);

      heard.length = 0;
      answer = () => Response.json({ success: true }, { status: 201 });
      await flushOutbox({ force: true });
      expect(heard).toEqual([
        { name: 'Queued first', state: 'sent', inBackground: true },
        { name: 'Queued behind', state: 'sent', inBackground: true },
      ]);

      heard.length = 0;
      await enqueue({ kind: 'contact', payload: contact('Sent at once'), label: 'Message' });
      expect(heard).toEqual([{ name: 'Sent at once', state: 'sent', inBackground: false }]);
    } finally {
      stop();
    }
  });

  it('keeps an edit that met a newer row, with both versions, also when its form was waiting for the answer', async () => {
    const conflict = { current: { _id: 'd1', name: 'Taro Cloud', version: 2 }, changedBy: 'Lone Star Boba Co.', changedAt: Date.UTC(2026, 11, 2, 21, 2) };
    answer = () => Response.json({ success: false, message: 'This was changed on another device since you opened it.', conflict }, { status: 409 });
    const outcome = await enqueue({ kind: 'drink-update', payload: { name: 'Taro Snow', version: 1 }, target: 'd1', label: 'Changes to Taro Snow' });
    expect(outcome).toMatchObject({ state: 'conflict', conflict });
    // A reload before the person chooses still finds what they typed, and why it did not go.
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({
      status: 'failed',
      payload: { name: 'Taro Snow', version: 1 },
      conflict,
      error: expect.stringMatching(/^Changed on another device by Lone Star Boba Co\. at /),
    });
    expect(outcome.state === 'conflict' && outcome.clientId).toBe(kept.clientId);
  });
});
