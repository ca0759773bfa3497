import { api, readOk } from '../../../lib/api-client';
import type { ChatMessage } from '../types';

const MESSAGE_PAGE_SIZE = 50;

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

/** GET /message/:conversationId: the newest page, or the page before `before` (ISO time of the oldest shown). */
export async function getMessages(conversationId: string, before?: string): Promise<MessagePage> {
  const query = before ? { limit: String(MESSAGE_PAGE_SIZE), before } : { limit: String(MESSAGE_PAGE_SIZE) };
  const { messages, hasMore } = await readOk(await api.message[':conversationId'].$get({ param: { conversationId }, query }));
  return { messages, hasMore };
}
