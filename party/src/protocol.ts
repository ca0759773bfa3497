/**
 * Chat wire protocol. Clients send typing signals and presence watches over
 * the socket; messages themselves go through the Worker (POST /message), which
 * stores them and then notifies the rooms. Everything inbound is zod-parsed.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64);
const role = z.enum(['admin', 'franchise']);

/** The most users one socket may watch, and head office's room may know: every franchise. */
export const MAX_WATCHED = 1000;

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
  /**
   * "Tell me when these users come and go" (the franchise watches head office;
   * the admin, every franchise). Each watch replaces the socket's previous list.
   */
  z.object({ type: z.literal('watch'), userIds: z.array(id).max(MAX_WATCHED) }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Server to server: from the Worker, or from another user's room. Needs the notify secret. */
export const roomRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('getMessage'), message: chatMessage }),
  z.object({ type: z.literal('getTyping'), sender: id, senderRole: role }),
  z.object({ type: z.literal('getTypingEnd'), sender: id, senderRole: role }),
  /** A partner's room asks whether this room's user is online; the answer is `{ online }`. */
  z.object({ type: z.literal('status'), askerRole: role }),
  /** A partner came online or went away. */
  z.object({ type: z.literal('presence'), userId: id, role, online: z.boolean() }),
  /** From the Worker: the user's sessions ended at `endedAt`, all of them or only `sessionId` (logout). */
  z.object({ type: z.literal('revoke'), endedAt: z.number().int().nonnegative(), sessionId: id.optional() }),
]);
export type RoomRequest = z.infer<typeof roomRequest>;

/** To a browser. */
export type ServerMessage =
  | { type: 'getMessage'; message: z.infer<typeof chatMessage> }
  | { type: 'getTyping'; sender: string }
  | { type: 'getTypingEnd'; sender: string }
  | { type: 'presence'; userId: string; online: boolean };

export const encode = (message: ServerMessage) => JSON.stringify(message);

/** Why the party closes a socket (4000–4999 are the application's own codes). */
export const closeCodes = {
  /** Policy violation: the socket sent more than the flood limit. */
  flood: 1008,
  /** The session the socket's ticket came from has ended. */
  sessionEnded: 4001,
} as const;
