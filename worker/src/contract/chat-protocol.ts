/**
 * Chat wire protocol, shared by the party, the Worker and the browser.
 * Browsers send typing signals and presence watches over the socket; messages
 * themselves go through the Worker (POST /message), which stores them and
 * then tells the rooms. Zod-free on purpose: the web's chat chunk imports the
 * guard below at runtime; the party parses inbound frames with zod schemas
 * typed by these definitions (party/src/protocol.ts).
 */
import type { Role } from './auth';
import type { ChatMessage } from './chat';

/** From a browser over its socket. */
export type ClientMessage =
  | { type: 'typing'; receiverId: string }
  | { type: 'typingEnd'; receiverId: string }
  /**
   * "Tell me when these users come and go" (the franchise watches head office;
   * the admin, every franchise). Each watch replaces the socket's previous list.
   */
  | { type: 'watch'; userIds: string[] };

/** Server to server: from the Worker, or from another user's room. Needs the notify secret. */
export type RoomRequest =
  | { type: 'getMessage'; message: ChatMessage }
  | { type: 'getTyping'; sender: string; senderRole: Role }
  | { type: 'getTypingEnd'; sender: string; senderRole: Role }
  /** A partner's room asks whether this room's user is online; the answer is `{ online }`. */
  | { type: 'status'; askerRole: Role }
  /** A partner came online or went away. */
  | { type: 'presence'; userId: string; role: Role; online: boolean }
  /** From the Worker: the user's sessions ended at `endedAt`, all of them or only `sessionId` (logout). */
  | { type: 'revoke'; endedAt: number; sessionId?: string }
  /** From the party's own edge, before a socket opens: whether a ticket's session has not ended; the answer is `{ admitted }`. */
  | { type: 'admit'; iat: number; sid: string };

/** To a browser. */
export type ServerMessage =
  | { type: 'getMessage'; message: ChatMessage }
  | { type: 'getTyping'; sender: string }
  | { type: 'getTypingEnd'; sender: string }
  | { type: 'presence'; userId: string; online: boolean };

/** One frame on the wire; typed, so only a message of the protocol can be sent. */
export const encode = (message: ClientMessage | RoomRequest | ServerMessage) => JSON.stringify(message);

/** Why the party closes a socket (4000–4999 are the application's own codes). */
export const closeCodes = {
  /** Policy violation: the socket sent more than the flood limit. */
  flood: 1008,
  /** The session the socket's ticket came from has ended. */
  sessionEnded: 4001,
} as const;

const isString = (value: unknown): value is string => typeof value === 'string';

function chatMessageOf(value: unknown): ChatMessage | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  const { _id, conversationId, sender, text, createdAt, clientId } = m;
  if (!isString(_id) || !isString(conversationId) || !isString(sender) || !isString(text) || !isString(createdAt)) return null;
  return { _id, conversationId, sender, text, createdAt, clientId: isString(clientId) ? clientId : null };
}

/** Reads one frame from the party; anything that is not a ServerMessage is null (the browser ignores it). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (!isString(data)) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const frame = value as Record<string, unknown>;
  switch (frame.type) {
    case 'getMessage': {
      const message = chatMessageOf(frame.message);
      return message && { type: 'getMessage', message };
    }
    case 'getTyping':
    case 'getTypingEnd':
      return isString(frame.sender) ? { type: frame.type, sender: frame.sender } : null;
    case 'presence':
      return isString(frame.userId) && typeof frame.online === 'boolean' ? { type: 'presence', userId: frame.userId, online: frame.online } : null;
    default:
      return null;
  }
}
