import { z } from 'zod';
import { clientId, visibleText } from './common';

import { MESSAGE_MAX } from './limits';

export const messageBody = z.strictObject({
  conversationId: z.string().min(1).max(64),
  text: visibleText('Write a message first.').min(1, 'Write a message first.').max(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters.`),
  clientId,
});

export const messagePageQuery = z.object({
  /** ISO time: only messages before it (older pages). */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const conversationParam = z.object({ conversationId: z.string().min(1).max(64) });

export const pairParam = z.object({ firstUserId: z.string().min(1).max(64), secondUserId: z.string().min(1).max(64) });

export interface Conversation {
  _id: string;
  /** [head office admin, franchise]: the second member is the franchise partner. */
  members: [string, string];
}

export interface ChatMessage {
  _id: string;
  conversationId: string;
  sender: string;
  text: string;
  createdAt: string;
  clientId: string | null;
}

export interface ChatFranchise {
  _id: string;
  conversationId: string | null;
  unreadMessagesCount: number;
  franchise: { name: string; image: string | null };
  /** The newest message of the conversation, either way, or null before the first. */
  lastMessage: { text: string; sender: string; createdAt: string } | null;
}
