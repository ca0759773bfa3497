import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toastError } from '../../../components/ui/toast';
import { findConversation } from '../api/find-conversation';
import { getChatFranchises } from '../api/get-chat-franchises';
import { franchiseListReducer, initialFranchiseList } from '../franchise-list-state';
import { useChatEvent, type ChatLink } from './use-chat-connection';

/**
 * The admin's franchise list with live unread badges. Reloaded after a
 * reconnect (counts may have moved while the socket was down). Opening a
 * franchise clears its badge and finds (or makes) the conversation; the
 * conversation hook then PUTs seen and loads it.
 */
export function useFranchiseList(link: ChatLink, myId: string) {
  const [state, dispatch] = useReducer(franchiseListReducer, initialFranchiseList);
  const [attempt, setAttempt] = useState(0);

  const load = useEffectEvent(() => {
    getChatFranchises().then(
      (franchises) => dispatch({ type: 'loaded', franchises }),
      (err: unknown) => dispatch({ type: 'failed', error: errorMessage(err) }),
    );
  });

  useEffect(() => load(), [attempt]);
  useEffect(() => {
    if (link.opens > 1) load();
  }, [link.opens]);

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
