import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { ContactMessage } from '../types';

/** GET /admin/contact-messages: newest first. */
async function getContactMessages(): Promise<ContactMessage[]> {
  const { messages } = await readOk(await api.admin['contact-messages'].$get());
  return messages;
}

export function useContactMessagesAdmin() {
  return useAsyncData(getContactMessages, '', 'inbox');
}
