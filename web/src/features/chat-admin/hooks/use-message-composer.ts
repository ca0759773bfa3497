import { useState } from 'react';
import { toastError } from '../../../components/ui/toast';
import { MESSAGE_MAX } from '../../../lib/contract';
import { sendMessage } from '../api/send-message';

interface ComposerOptions {
  conversationId: string | null;
  partnerName: string;
  /** Typing signals to the partner. */
  onKeystroke: () => void;
  onSendStart: () => void;
}

/**
 * The text being written and what happens on Send: the field empties at once
 * and the message goes through the outbox. Sent: shown by the conversation,
 * which hears every message the outbox delivers.
 * Queued: shown as pending from the outbox. Refused (4xx): the server's reason
 * in an error toast and the text back in the field, so nothing typed is lost.
 */
export function useMessageComposer({ conversationId, partnerName, onKeystroke, onSendStart }: ComposerOptions) {
  const [text, setText] = useState('');

  function change(value: string) {
    setText(value);
    onKeystroke();
  }

  async function submit() {
    const trimmed = text.trim();
    // Too long: the composer says by how much, and keeps every character.
    if (!trimmed || !conversationId || trimmed.length > MESSAGE_MAX) return;
    setText('');
    onSendStart();
    const outcome = await sendMessage(conversationId, trimmed, partnerName);
    if (outcome.state === 'rejected') {
      toastError(outcome.message);
      setText((current) => (current.trim() ? `${trimmed} ${current}` : trimmed));
    }
  }

  return { text, change, submit, canSend: !!conversationId && text.trim().length > 0 && text.trim().length <= MESSAGE_MAX };
}
