import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerMessage } from './contract';
import { connectChat, socketTarget, type ConnectionStatus } from './realtime';

/** A WebSocket stand-in the test opens and drops by hand. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }
  push(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}
const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

function open() {
  let n = 0;
  const getTicket = vi.fn(async () => ({ ticket: `t${++n}`, room: 'me', partyHost: 'http://party.test:1999' }));
  const connection = connectChat({ getTicket, WebSocket: FakeSocket });
  const statuses: ConnectionStatus[] = [];
  connection.onStatus((s) => statuses.push(s));
  return { connection, getTicket, statuses };
}

describe('chat socket', () => {
  it('joins the own room over ws:// with a fresh ticket for every connect, and says when it is down', async () => {
    const { connection, getTicket, statuses } = open();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toMatch(/^ws:\/\/party\.test:1999\/parties\/main\/me\?.*ticket=t1/);
    latest().accept();
    expect(connection.status).toBe('open');

    latest().drop();
    expect(connection.status).toBe('reconnecting');
    // Reconnects 1 s later (SPEC §9), asking for a new ticket: the first one may have expired.
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toContain('ticket=t2');
    expect(getTicket).toHaveBeenCalledTimes(2);
    latest().accept();
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    connection.close();
  });

  it('sends the presence watch again after a reconnect, and drops typing signals while down', async () => {
    const { connection } = open();
    await vi.advanceTimersByTimeAsync(0);
    connection.watch(['admin-1']);
    latest().accept();
    connection.typing('admin-1');
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([
      { type: 'watch', userIds: ['admin-1'] },
      { type: 'typing', receiverId: 'admin-1' },
    ]);

    latest().drop();
    connection.typing('admin-1');
    connection.typingEnd('admin-1');
    await vi.advanceTimersByTimeAsync(1000);
    latest().accept();
    expect(latest().sent.map((s) => JSON.parse(s))).toEqual([{ type: 'watch', userIds: ['admin-1'] }]);
    connection.close();
  });

  it('hands parsed events to listeners and ignores anything malformed', async () => {
    const { connection } = open();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    const events: unknown[] = [];
    connection.onEvent((e) => events.push(e));
    latest().push({ type: 'getTyping', sender: 'a' });
    latest().push({ type: 'presence', userId: 'a', online: 'yes' });
    latest().push({ type: 'unknown' });
    latest().dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(events).toEqual([{ type: 'getTyping', sender: 'a' }]);
    connection.close();
  });

  it('keeps trying when the ticket cannot be fetched (offline)', async () => {
    const getTicket = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ticket: 't', room: 'me', partyHost: 'https://chat.example.com' });
    const connection = connectChat({ getTicket, WebSocket: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(10);
    expect(latest().url).toMatch(/^wss:\/\/chat\.example\.com\/parties\/main\/me\?/);
    connection.close();
  });

  it('treats an answer that is not a ticket as a failed attempt, and tries again', async () => {
    const getTicket = vi.fn().mockResolvedValueOnce({ success: true }).mockResolvedValue({ ticket: 't', room: 'me', partyHost: 'https://chat.example.com' });
    const connection = connectChat({ getTicket, WebSocket: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1010);
    expect(latest().url).toMatch(/^wss:\/\/chat\.example\.com\/parties\/main\/me\?/);
    connection.close();
  });
});

describe('socket target', () => {
  it('takes the scheme from the party host', () => {
    expect(socketTarget('http://127.0.0.1:1999')).toEqual({ host: '127.0.0.1:1999', protocol: 'ws' });
    expect(socketTarget('https://chat.example.com/')).toEqual({ host: 'chat.example.com', protocol: 'wss' });
    expect(socketTarget('chat.example.com')).toEqual({ host: 'chat.example.com' });
  });
});

describe('parseServerMessage', () => {
  it('accepts a pushed message and defaults a missing client id', () => {
    const message = { _id: 'm', conversationId: 'c', sender: 's', text: 'Hi', createdAt: '2026-05-01T12:00:00.000Z' };
    expect(parseServerMessage(JSON.stringify({ type: 'getMessage', message }))).toEqual({ type: 'getMessage', message: { ...message, clientId: null } });
    expect(parseServerMessage(JSON.stringify({ type: 'getMessage', message: { ...message, text: 5 } }))).toBeNull();
  });
});
