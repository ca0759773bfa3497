// Wire types of the chat API (worker/src/contract/chat.ts). Types only.
export type { ChatFranchise, ChatMessage, Conversation } from '../../lib/contract';

/** The Worker's limit (contract MESSAGE_MAX), copied so the chat chunk does not pull in zod; a test keeps them equal. */
export const MESSAGE_MAX_LENGTH = 2000;
