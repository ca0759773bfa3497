import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { franchiseTexts } from '../texts';

/** DELETE /admin/action/franchise/:id: the account and everything it owns; its sessions end at once. */
async function deleteFranchise(id: string): Promise<string> {
  const { message } = await readOk(await api.admin.action.franchise[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteFranchise(onDone: () => void) {
  return useAction(deleteFranchise, { success: franchiseTexts.deleted, onDone });
}
