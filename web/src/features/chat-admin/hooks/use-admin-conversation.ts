import { useAsyncData } from '../../../components/ui/use-async-data';
import { getAdminConversation } from '../api/get-admin-conversation';

/** A franchise's conversation with head office (GET /conversation), with a retry; saved on the device, so chat opens offline. */
export function useAdminConversation() {
  return useAsyncData(getAdminConversation, '', 'chat-admin-conversation');
}
