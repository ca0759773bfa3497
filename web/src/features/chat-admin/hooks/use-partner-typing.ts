import { useEffect, useRef, useState } from 'react';
import type { ChatLink } from './use-chat-connection';
import { useChatEvent } from './use-chat-connection';

/** A typing end lost with a dropped socket must not leave "Typing..." up for good. */
const TYPING_STALE_MS = 5000;

/** Whether the chat partner is typing right now (their getTyping / getTypingEnd signals). */
export function usePartnerTyping({ connection, status }: ChatLink, partnerId: string | null): boolean {
  const [typingId, setTypingId] = useState<string | null>(null);
  const stale = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = () => {
    clearTimeout(stale.current);
    setTypingId(null);
  };

  useChatEvent(connection, (event) => {
    if (event.type === 'getTyping' && event.sender === partnerId) {
      setTypingId(event.sender);
      clearTimeout(stale.current);
      stale.current = setTimeout(stop, TYPING_STALE_MS);
    } else if (event.type === 'getTypingEnd' && event.sender === partnerId) {
      stop();
    } else if (event.type === 'getMessage' && event.message.sender === partnerId) {
      stop();
    }
  });

  useEffect(() => () => clearTimeout(stale.current), []);

  return status === 'open' && typingId !== null && typingId === partnerId;
}
