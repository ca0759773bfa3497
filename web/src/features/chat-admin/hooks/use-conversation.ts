import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSavedScreens } from '../../../sync/staff/saved-screens';
import { onOutboxResult } from '../../../sync/outbox';
import { getMessages, type MessagePage } from '../api/get-messages';
import { markSeen } from '../api/mark-seen';
import { showConversation } from '../conversation-in-view';
import { conversationReducer, initialConversation } from '../conversation-state';
import type { ChatMessage } from '../types';
import { useChatEvent, type ChatLink } from './use-chat-connection';

/**
 * The open conversation: its first page (after PUT seen), older pages on
 * demand, live messages from the socket, what this browser sent (from the
 * outbox's answer: the one way my own messages reach the screen, whether sent
 * at once or replayed later; their socket echo only repeats them), and
 * a catch-up load after every reconnect (the socket misses what was pushed
 * while it was down; D1 has it). Seen is marked again whenever a partner's
 * message arrives while it is open.
 */
export function useConversation(link: ChatLink, conversationId: string | null, myId: string) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const openedFor = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Scroll events come faster than renders: one older page at a time.
  const olderBusy = useRef(false);

  // The newest page is saved on the device, so the conversation opens offline with what it showed.
  const saved = useSavedScreens();
  const load = useEffectEvent((id: string) => {
    void markSeen(id);
    getMessages(id).then(
      (page) => {
        dispatch({ type: 'loaded', conversationId: id, page });
        void saved?.save(`messages:${id}`, page);
      },
      async (err: unknown) => {
        const copy = err instanceof ApiError ? undefined : await saved?.read<MessagePage>(`messages:${id}`);
        dispatch(copy ? { type: 'loaded', conversationId: id, page: copy.value } : { type: 'failed', conversationId: id, error: errorMessage(err) });
      },
    );
  });

  useEffect(() => {
    openedFor.current = conversationId;
    dispatch({ type: 'opened', conversationId });
    if (conversationId) load(conversationId);
  }, [conversationId, attempt]);
  useEffect(() => (conversationId ? showConversation(conversationId) : undefined), [conversationId]);

  // Reconnected: catch up on anything pushed while the socket was down. The
  // count at mount is not a reconnect (the first load is already under way).
  const opensSeen = useRef(link.opens);
  useEffect(() => {
    const reconnected = link.opens > Math.max(1, opensSeen.current);
    opensSeen.current = link.opens;
    if (reconnected && openedFor.current) load(openedFor.current);
  }, [link.opens]);

  function receive(message: ChatMessage) {
    if (message.conversationId !== openedFor.current) return;
    dispatch({ type: 'received', message });
    if (message.sender !== myId) void markSeen(message.conversationId);
  }
  // useChatEvent calls its listener with the latest render's values; the outbox's listener, set once, needs the same.
  useChatEvent(link.connection, (event) => {
    if (event.type === 'getMessage') receive(event.message);
  });
  const receiveSent = useEffectEvent(receive);

  useEffect(
    () =>
      onOutboxResult((_item, outcome) => {
        if (outcome.state === 'sent' && outcome.kind === 'message' && outcome.body) receiveSent(outcome.body.message);
      }),
    [],
  );

  function loadOlder() {
    const id = state.conversationId;
    const oldest = state.messages[0];
    if (!id || !oldest || !state.hasMore || olderBusy.current || state.status !== 'ready') return;
    olderBusy.current = true;
    dispatch({ type: 'olderRequested' });
    getMessages(id, oldest.createdAt)
      .then(
        (page) => dispatch({ type: 'olderLoaded', conversationId: id, page }),
        () => dispatch({ type: 'olderFailed' }),
      )
      .finally(() => {
        olderBusy.current = false;
      });
  }

  return { ...state, loadOlder, retry: () => setAttempt((n) => n + 1) };
}
