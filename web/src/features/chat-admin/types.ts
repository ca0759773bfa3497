// Wire types of the chat API. Types only.
export type { ChatFranchise, ChatMessage, Conversation } from '../../lib/contract';
