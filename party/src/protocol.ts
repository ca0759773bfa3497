/**
 * Chat wire protocol. Clients send typing signals and presence watches over
 * the socket; messages themselves go through the Worker (POST /message), which
 * stores them and then notifies the rooms. Everything inbound is zod-parsed.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64);

export const chatMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.string(),
  clientId: z.string().nullable().optional(),
});

/** From a browser over its socket. */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), receiverId: id }),
  z.object({ type: z.literal('typingEnd'), receiverId: id }),
  /** "Tell me when these users come and go" (the franchise watches head office; the admin, every franchise). */
  z.object({ type: z.literal('watch'), userIds: z.array(id).max(1000) }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Server to server: from the Worker, or from another user's room. Needs the notify secret. */
export const roomRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('getMessage'), message: chatMessage }),
  z.object({ type: z.literal('getTyping'), sender: id, senderRole: z.enum(['admin', 'franchise']) }),
  z.object({ type: z.literal('getTypingEnd'), sender: id, senderRole: z.enum(['admin', 'franchise']) }),
  /** A watcher room registers itself; the answer says whether this room's user is online. */
  z.object({ type: z.literal('watch'), watcher: id, watcherRole: z.enum(['admin', 'franchise']) }),
  z.object({ type: z.literal('presence'), userId: id, online: z.boolean() }),
]);
export type RoomRequest = z.infer<typeof roomRequest>;

/** To a browser. */
export type ServerMessage =
  | { type: 'getMessage'; message: z.infer<typeof chatMessage> }
  | { type: 'getTyping'; sender: string }
  | { type: 'getTypingEnd'; sender: string }
  | { type: 'presence'; userId: string; online: boolean };

export const encode = (message: ServerMessage) => JSON.stringify(message);
