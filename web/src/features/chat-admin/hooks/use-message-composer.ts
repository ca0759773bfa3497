import { useState } from 'react';
import { toastError } from '../../../components/ui/toast';
import { sendMessage } from '../api/send-message';
import type { ChatMessage } from '../types';
import { storedMessageOf } from './use-conversation';

interface ComposerOptions {
  conversationId: string | null;
  partnerName: string;
  /** Typing signals to the partner. */
  onKeystroke: () => void;
  onSendStart: () => void;
  /** The stored message, when the server answered at once. */
  onSent: (message: ChatMessage) => void;
}

/**
 * The text being written and what happens on Send: the field empties at once
 * and the message goes through the outbox. Sent: shown from the answer.
 * Queued: shown as pending from the outbox. Refused (4xx): the server's reason
 * in an error toast and the text back in the field, so nothing typed is lost.
 */
export function useMessageComposer({ conversationId, partnerName, onKeystroke, onSendStart, onSent }: ComposerOptions) {
  const [text, setText] = useState('');

  function change(value: string) {
    setText(value);
    onKeystroke();
  }

  async function submit() {
    const trimmed = text.trim();
    if (!trimmed || !conversationId) return;
    setText('');
    onSendStart();
    const outcome = await sendMessage(conversationId, trimmed, partnerName);
    if (outcome.state === 'sent') {
      const message = storedMessageOf(outcome.body);
      if (message) onSent(message);
    } else if (outcome.state === 'rejected') {
      toastError(outcome.message);
      setText((current) => (current.trim() ? `${trimmed} ${current}` : trimmed));
    }
  }

  return { text, change, submit, canSend: !!conversationId && text.trim().length > 0 };
}
