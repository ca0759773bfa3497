/**
 * The admin's list of franchises: who is open and the live unread badges.
 * A pure reducer so the badge rules are tested without a socket:
 * - a message from a franchise whose conversation is not open adds one;
 * - the open conversation never counts (it is being read);
 * - opening a franchise clears its count (the screen also PUTs seen);
 * - the admin's own messages never count;
 * - every message, mine too, becomes its conversation's last message, so the
 *   list (shown unread and recent first) moves it up.
 */
import { unreadAndRecentFirst } from '../../lib/contract';
import type { ChatFranchise, ChatMessage } from './types';

export interface FranchiseListState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  franchises: ChatFranchise[];
  /** The chosen franchise's user id. */
  openId: string | null;
}

type FranchiseListAction =
  | { type: 'loaded'; franchises: ChatFranchise[] }
  | { type: 'failed'; error: string }
  | { type: 'opened'; franchiseId: string }
  | { type: 'closed' }
  | { type: 'conversationFound'; franchiseId: string; conversationId: string }
  | { type: 'message'; message: ChatMessage; myId: string };

export const initialFranchiseList: FranchiseListState = { status: 'loading', error: null, franchises: [], openId: null };

const update = (state: FranchiseListState, id: string, change: (f: ChatFranchise) => ChatFranchise): FranchiseListState => ({
  ...state,
  franchises: state.franchises.map((f) => (f._id === id ? change(f) : f)),
});

/** The franchise a message belongs to: by its conversation, or by its sender before the conversation is known. */
function franchiseOfMessage(franchises: ChatFranchise[], message: ChatMessage): ChatFranchise | undefined {
  return franchises.find((f) => f.conversationId === message.conversationId) ?? franchises.find((f) => f.conversationId === null && f._id === message.sender);
}

export function franchiseListReducer(state: FranchiseListState, action: FranchiseListAction): FranchiseListState {
  switch (action.type) {
    case 'loaded':
      // A reload (after a reconnect) must not resurrect the badge of the conversation being read.
      return {
        ...state,
        status: 'ready',
        error: null,
        franchises: action.franchises.map((f) => (f._id === state.openId ? { ...f, unreadMessagesCount: 0 } : f)),
      };
    case 'failed':
      // A failed catch-up reload keeps the list on screen; a failed first load has nothing to keep.
      return state.status === 'ready' ? state : { ...state, status: 'error', error: action.error, franchises: [] };
    case 'opened':
      return { ...update(state, action.franchiseId, (f) => ({ ...f, unreadMessagesCount: 0 })), openId: action.franchiseId };
    case 'closed':
      return { ...state, openId: null };
    case 'conversationFound':
      return update(state, action.franchiseId, (f) => ({ ...f, conversationId: action.conversationId }));
    case 'message': {
      const { message, myId } = action;
      const franchise = franchiseOfMessage(state.franchises, message);
      if (!franchise) return state;
      const counts = message.sender !== myId && franchise._id !== state.openId;
      const newer = !franchise.lastMessage || message.createdAt >= franchise.lastMessage.createdAt;
      return update(state, franchise._id, (f) => ({
        ...f,
        conversationId: f.conversationId ?? message.conversationId,
        unreadMessagesCount: counts ? f.unreadMessagesCount + 1 : f.unreadMessagesCount,
        lastMessage: newer ? { text: message.text, sender: message.sender, createdAt: message.createdAt } : f.lastMessage,
      }));
    }
  }
}

/** SPEC §2.18: case-insensitive substring of the franchise name; a blank search shows everyone. Unread and recent conversations first. */
export function filterFranchises(franchises: ChatFranchise[], query: string): ChatFranchise[] {
  const needle = query.trim().toLocaleLowerCase();
  const found = needle ? franchises.filter((f) => f.franchise.name.toLocaleLowerCase().includes(needle)) : franchises;
  return [...found].sort(unreadAndRecentFirst);
}
