import { api, readOk } from '../../../lib/api-client';
import type { ChatFranchise } from '../types';

/** GET /conversation/franchises (admin): every franchise with its conversation id and unread count. */
export async function getChatFranchises(): Promise<ChatFranchise[]> {
  const { franchises } = await readOk(await api.conversation.franchises.$get());
  return franchises;
}
