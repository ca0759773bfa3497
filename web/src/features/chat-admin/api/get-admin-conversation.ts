import { api, readOk } from '../../../lib/api-client';
import type { Conversation } from '../types';

/**
 * GET /conversation, as a franchise: the first element is the conversation
 * with head office (made on first need); members[0] is the admin partner.
 */
export async function getAdminConversation(): Promise<Conversation> {
  const [conversation] = await readOk(await api.conversation.$get());
  if (!conversation) throw new Error('Head office chat is not available yet.');
  return { _id: conversation._id, members: [conversation.members[0], conversation.members[1]] };
}
