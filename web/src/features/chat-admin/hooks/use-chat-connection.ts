import { createContext, use, useEffect, useEffectEvent, useState } from 'react';
import type { ServerMessage } from '../../../lib/contract';
import { connectChat, type ChatConnection, type ConnectionStatus } from '../../../lib/realtime';
import { getChatTicket } from '../api/get-chat-ticket';

export interface ChatLink {
  connection: ChatConnection | null;
  status: ConnectionStatus;
  /** How many times the socket has opened; a change past 1 is a reconnect (time to catch up on what was missed). */
  opens: number;
}

/**
 * The chat socket: opened on mount with a fresh ticket per (re)connect, closed
 * on unmount. The dashboard opens one for all its screens (ChatLinkProvider):
 * the chat screens and the alerts on every other screen share it.
 */
export function useChatConnection(): ChatLink {
  const [link, setLink] = useState<ChatLink>({ connection: null, status: 'connecting', opens: 0 });

  useEffect(() => {
    const connection = connectChat({ getTicket: getChatTicket });
    setLink({ connection, status: connection.status, opens: 0 });
    const off = connection.onStatus((status) => setLink((l) => ({ connection, status, opens: status === 'open' ? l.opens + 1 : l.opens })));
    return () => {
      off();
      connection.close();
    };
  }, []);

  return link;
}

/** Calls `listener` for every event the party pushes, always with the latest render's values. */
export function useChatEvent(connection: ChatConnection | null, listener: (event: ServerMessage) => void) {
  const onEvent = useEffectEvent(listener);
  useEffect(() => connection?.onEvent((event) => onEvent(event)), [connection]);
}

export const ChatLinkContext = createContext<ChatLink | null>(null);

/** The dashboard's one chat socket, from ChatLinkProvider. */
export function useChatLink(): ChatLink {
  const link = use(ChatLinkContext);
  if (!link) throw new Error('useChatLink needs a ChatLinkProvider above it.');
  return link;
}
