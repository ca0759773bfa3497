import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { inboxTexts } from '../texts';

/** DELETE /admin/contact-messages/:id. */
async function deleteContactMessage(id: string): Promise<string> {
  const { message } = await readOk(await api.admin['contact-messages'][':id'].$delete({ param: { id } }));
  void refreshDashboardCounts();
  return message;
}

export function useDeleteContactMessage(onDone: () => void) {
  return useAction(deleteContactMessage, { success: inboxTexts.deleted, onDone });
}
