import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { getAdminConversation } from '../api/get-admin-conversation';
import type { Conversation } from '../types';

type State = { status: 'loading' } | { status: 'ready'; conversation: Conversation } | { status: 'error'; error: string };

/** A franchise's conversation with head office (GET /conversation), with a retry. */
export function useAdminConversation() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getAdminConversation().then(
      (conversation) => current && setState({ status: 'ready', conversation }),
      (err: unknown) => current && setState({ status: 'error', error: errorMessage(err) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
