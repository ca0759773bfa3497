import { enqueue, type SendOutcome } from '../../../sync/outbox';
import { chatTexts } from '../texts';

/**
 * POST /message through the outbox (DESIGN §8): stored with a client id first,
 * so a message written offline goes out, once, when the connection returns.
 */
export function sendMessage(conversationId: string, text: string, partnerName: string): Promise<SendOutcome> {
  return enqueue({ kind: 'message', payload: { conversationId, text }, label: chatTexts.outboxLabel(partnerName) });
}
