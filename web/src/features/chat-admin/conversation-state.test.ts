import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../lib/db';
import { conversationReducer, initialConversation, mergeMessages, pendingMessages } from './conversation-state';
import type { ChatMessage } from './types';

const msg = (id: string, seconds: number, conversationId = 'c1', clientId: string | null = null): ChatMessage => ({
  _id: id,
  conversationId,
  sender: 'u1',
  text: id,
  createdAt: new Date(Date.UTC(2026, 4, 1, 12, 0, seconds)).toISOString(),
  clientId,
});
const outboxItem = (clientId: string, conversationId = 'c1'): OutboxItem => ({
  clientId,
  kind: 'message',
  payload: { conversationId, text: clientId },
  label: 'Message to Admin',
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  status: 'queued',
});

describe('conversation messages', () => {
  it('keeps each message once, oldest first, whichever way it arrived', () => {
    const merged = mergeMessages([msg('b', 2), msg('c', 3)], [msg('a', 1), msg('c', 3), msg('d', 4), msg('d', 4)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends a received message only to its own conversation', () => {
    let state = conversationReducer(initialConversation, { type: 'opened', conversationId: 'c1' });
    state = conversationReducer(state, { type: 'loaded', conversationId: 'c1', page: { messages: [msg('a', 1)], hasMore: true } });
    state = conversationReducer(state, { type: 'received', message: msg('x', 5, 'c2') });
    state = conversationReducer(state, { type: 'received', message: msg('b', 2) });
    state = conversationReducer(state, { type: 'received', message: msg('b', 2) });
    expect(state.messages.map((m) => m._id)).toEqual(['a', 'b']);
    expect(state.hasMore).toBe(true);
  });

  it('drops an answer for a conversation that is no longer open', () => {
    let state = conversationReducer(initialConversation, { type: 'opened', conversationId: 'c1' });
    state = conversationReducer(state, { type: 'opened', conversationId: 'c2' });
    state = conversationReducer(state, { type: 'loaded', conversationId: 'c1', page: { messages: [msg('a', 1)], hasMore: false } });
    expect(state).toMatchObject({ conversationId: 'c2', status: 'loading', messages: [] });
  });

  it('prepends older pages and takes their hasMore', () => {
    let state = conversationReducer(initialConversation, { type: 'opened', conversationId: 'c1' });
    state = conversationReducer(state, { type: 'loaded', conversationId: 'c1', page: { messages: [msg('c', 3)], hasMore: true } });
    state = conversationReducer(state, { type: 'olderRequested' });
    state = conversationReducer(state, { type: 'olderLoaded', conversationId: 'c1', page: { messages: [msg('a', 1), msg('b', 2)], hasMore: false } });
    expect(state).toMatchObject({ hasMore: false, loadingOlder: false });
    expect(state.messages.map((m) => m._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('pending messages', () => {
  it('shows queued messages of this conversation until their stored copy arrives', () => {
    const outbox = [outboxItem('q1'), outboxItem('q2'), outboxItem('q3', 'c2')];
    expect(pendingMessages(outbox, 'c1', []).map((i) => i.clientId)).toEqual(['q1', 'q2']);
    expect(pendingMessages(outbox, 'c1', [msg('m1', 1, 'c1', 'q1')]).map((i) => i.clientId)).toEqual(['q2']);
    expect(pendingMessages(outbox, null, [])).toEqual([]);
  });
});
