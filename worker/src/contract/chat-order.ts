import type { ChatFranchise } from './chat';

/**
 * Head office's chat list order: unread conversations first, then the most
 * recent ones, then by name. Zod-free: the Worker sorts its answer with it,
 * and the dashboard keeps the order as messages arrive.
 */
export function unreadAndRecentFirst(a: ChatFranchise, b: ChatFranchise): number {
  const unread = Number(b.unreadMessagesCount > 0) - Number(a.unreadMessagesCount > 0);
  const recent = (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? '');
  return unread || recent || a.franchise.name.localeCompare(b.franchise.name);
}
