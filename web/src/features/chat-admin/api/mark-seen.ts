import { api } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';

/**
 * PUT /message/seen/:conversationId. Best effort: a failure only leaves an
 * unread count standing until the next open, so nothing is shown for it.
 */
export async function markSeen(conversationId: string): Promise<void> {
  try {
    await api.message.seen[':conversationId'].$put({ param: { conversationId } });
    // The sidebar's chat count drops as soon as the messages are read.
    void refreshDashboardCounts();
  } catch {
    // offline: the next open marks it
  }
}
