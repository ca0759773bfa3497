/**
 * The party's parsing of the chat protocol (worker/src/contract/chat-protocol.ts):
 * every inbound frame goes through these zod schemas, which `satisfies` ties
 * to the shared definitions, so the party cannot accept a shape the Worker
 * or the browser does not speak.
 */
import { z } from 'zod';
import type { ClientMessage, RoomRequest } from '../../worker/src/contract/chat-protocol';
import { MAX_WATCHED } from '../../worker/src/contract/limits';

export { closeCodes, encode, type RoomRequest, type ServerMessage } from '../../worker/src/contract/chat-protocol';
export { MAX_WATCHED };

const id = z.string().min(1).max(64);
const role = z.enum(['admin', 'franchise']);

const chatMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.string(),
  clientId: z.string().nullable().default(null),
});

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), receiverId: id }),
  z.object({ type: z.literal('typingEnd'), receiverId: id }),
  z.object({ type: z.literal('watch'), userIds: z.array(id).max(MAX_WATCHED) }),
]) satisfies z.ZodType<ClientMessage>;

export const roomRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('getMessage'), message: chatMessage }),
  z.object({ type: z.literal('getTyping'), sender: id, senderRole: role }),
  z.object({ type: z.literal('getTypingEnd'), sender: id, senderRole: role }),
  z.object({ type: z.literal('status'), askerRole: role }),
  z.object({ type: z.literal('presence'), userId: id, role, online: z.boolean() }),
  z.object({ type: z.literal('revoke'), endedAt: z.number().int().nonnegative(), sessionId: id.optional() }),
  z.object({ type: z.literal('admit'), iat: z.number().int(), sid: id }),
]) satisfies z.ZodType<RoomRequest>;
