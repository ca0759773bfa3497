import { api, readOk } from '../../../lib/api-client';
import type { Conversation } from '../types';

/** GET /conversation/find/:firstUserId/:secondUserId: the pair's conversation, made on first need. */
export async function findConversation(firstUserId: string, secondUserId: string): Promise<Conversation> {
  const { _id, members } = await readOk(await api.conversation.find[':firstUserId'][':secondUserId'].$get({ param: { firstUserId, secondUserId } }));
  return { _id, members: [members[0], members[1]] };
}
