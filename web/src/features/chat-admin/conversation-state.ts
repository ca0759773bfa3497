/**
 * One open conversation's messages. Messages reach it three ways (the first
 * page and older pages, the socket's getMessage, the outbox's answer after a
 * send), often more than once; merging by id keeps each exactly once, in
 * time order.
 */
import type { OutboxItem } from '../../lib/db';
import type { MessagePage } from './api/get-messages';
import type { ChatMessage } from './types';

interface ConversationState {
  conversationId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
}

type ConversationAction =
  | { type: 'opened'; conversationId: string | null }
  | { type: 'loaded'; conversationId: string; page: MessagePage }
  | { type: 'failed'; conversationId: string; error: string }
  | { type: 'olderRequested' }
  | { type: 'olderLoaded'; conversationId: string; page: MessagePage }
  | { type: 'olderFailed' }
  | { type: 'received'; message: ChatMessage };

export const initialConversation: ConversationState = { conversationId: null, status: 'idle', error: null, messages: [], hasMore: false, loadingOlder: false };

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/** Both lists together, each message once (by id), oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(current.map((m) => m._id));
  const fresh = incoming.filter((m) => !seen.has(m._id) && seen.add(m._id));
  if (!fresh.length) return current;
  return [...current, ...fresh].sort(byTime);
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'opened':
      return { ...initialConversation, conversationId: action.conversationId, status: action.conversationId ? 'loading' : 'idle' };
    case 'loaded':
      if (action.conversationId !== state.conversationId) return state;
      // A reload after a reconnect keeps what is on screen and adds what was missed.
      return {
        ...state,
        status: 'ready',
        error: null,
        messages: mergeMessages(state.messages, action.page.messages),
        hasMore: state.status === 'ready' ? state.hasMore : action.page.hasMore,
      };
    case 'failed':
      if (action.conversationId !== state.conversationId) return state;
      return state.status === 'ready' ? state : { ...state, status: 'error', error: action.error, messages: [] };
    case 'olderRequested':
      return { ...state, loadingOlder: true };
    case 'olderLoaded':
      if (action.conversationId !== state.conversationId) return state;
      return { ...state, loadingOlder: false, hasMore: action.page.hasMore, messages: mergeMessages(state.messages, action.page.messages) };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'received':
      if (action.message.conversationId !== state.conversationId) return state;
      return { ...state, messages: mergeMessages(state.messages, [action.message]) };
  }
}

/**
 * Messages of this conversation still in the outbox, minus any whose stored
 * copy has already arrived (same client id): shown once, never twice.
 */
export function pendingMessages(outbox: OutboxItem[], conversationId: string | null, messages: ChatMessage[]): OutboxItem<'message'>[] {
  if (!conversationId) return [];
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const isMessage = (item: OutboxItem): item is OutboxItem<'message'> => item.kind === 'message';
  return outbox.filter(isMessage).filter((item) => item.payload.conversationId === conversationId && !stored.has(item.clientId));
}
