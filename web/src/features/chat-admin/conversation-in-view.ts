/**
 * The conversations a chat screen shows right now. Their messages are read as
 * they arrive (the screen marks them seen), so they raise no alert elsewhere.
 */
const shown = new Set<string>();

/** Marks a conversation as on screen until the returned cleanup runs. */
export function showConversation(conversationId: string): () => void {
  shown.add(conversationId);
  return () => void shown.delete(conversationId);
}

export const isConversationShown = (conversationId: string) => shown.has(conversationId);
