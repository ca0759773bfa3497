import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSavedScreens } from '../../../sync/staff/saved-screens';
import type { ChatFranchise } from '../types';
import { toastError } from '../../../components/ui/toast';
import { findConversation } from '../api/find-conversation';
import { getChatFranchises } from '../api/get-chat-franchises';
import { franchiseListReducer, initialFranchiseList } from '../franchise-list-state';
import { useChatEvent, type ChatLink } from './use-chat-connection';

/**
 * The admin's franchise list with live unread badges. Reloaded after a
 * reconnect (counts may have moved while the socket was down). Opening a
 * franchise clears its badge and finds (or makes) the conversation; the
 * conversation hook then PUTs seen and loads it. `?with=<franchise id>` (a
 * new-message toast's link) opens that franchise once the list is there.
 */
export function useFranchiseList(link: ChatLink, myId: string) {
  const [state, dispatch] = useReducer(franchiseListReducer, initialFranchiseList);
  const [attempt, setAttempt] = useState(0);

  // Saved on the device, so head office's chat list opens offline with what it showed.
  const saved = useSavedScreens();
  const load = useEffectEvent(() => {
    getChatFranchises().then(
      (franchises) => {
        dispatch({ type: 'loaded', franchises });
        void saved?.save('chat-franchises', franchises);
      },
      async (err: unknown) => {
        const copy = err instanceof ApiError ? undefined : await saved?.read<ChatFranchise[]>('chat-franchises');
        dispatch(copy ? { type: 'loaded', franchises: copy.value } : { type: 'failed', error: errorMessage(err) });
      },
    );
  });

  useEffect(() => load(), [attempt]);
  // The socket is the dashboard's: only an open after this screen mounted is a reconnect to catch up on.
  const opensAtMount = useRef(link.opens);
  useEffect(() => {
    if (link.opens > Math.max(1, opensAtMount.current)) load();
  }, [link.opens]);

  const [params] = useSearchParams();
  const asked = params.get('with');
  // Each navigation has its own key: following the same link again opens the franchise again.
  const { key } = useLocation();
  const ready = state.status === 'ready';
  const openAsked = useEffectEvent((franchiseId: string) => {
    if (state.franchises.some((f) => f._id === franchiseId)) void open(franchiseId);
  });
  useEffect(() => {
    if (ready && asked) openAsked(asked);
  }, [ready, asked, key]);

  useChatEvent(link.connection, (event) => {
    if (event.type === 'getMessage') dispatch({ type: 'message', message: event.message, myId });
  });

  async function open(franchiseId: string) {
    dispatch({ type: 'opened', franchiseId });
    const chosen = state.franchises.find((f) => f._id === franchiseId);
    if (!chosen || chosen.conversationId) return;
    try {
      const conversation = await findConversation(myId, franchiseId);
      dispatch({ type: 'conversationFound', franchiseId, conversationId: conversation._id });
    } catch (err) {
      // Nothing to show without a conversation: back to the list, where a second click tries again.
      dispatch({ type: 'closed' });
      toastError(errorMessage(err));
    }
  }

  const chosen = state.franchises.find((f) => f._id === state.openId) ?? null;
  return { ...state, chosen, open, close: () => dispatch({ type: 'closed' }), retry: () => setAttempt((n) => n + 1) };
}
