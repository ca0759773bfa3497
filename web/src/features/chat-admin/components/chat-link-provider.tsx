import type { ReactNode } from 'react';
import { ChatLinkContext, useChatConnection } from '../hooks/use-chat-connection';

/** Opens the signed-in user's chat socket once for every dashboard screen under it. */
export function ChatLinkProvider({ children }: { children: ReactNode }) {
  const link = useChatConnection();
  return <ChatLinkContext value={link}>{children}</ChatLinkContext>;
}
