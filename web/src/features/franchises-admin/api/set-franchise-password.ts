import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { franchiseTexts } from '../texts';

/** PUT /admin/action/franchise/:id/password: head office resets a forgotten password; the owner's sessions end. */
async function setFranchisePassword(id: string, password: string): Promise<string> {
  const { message } = await readOk(await api.admin.action.franchise[':id'].password.$put({ param: { id }, json: { password } }));
  return message;
}

export function useSetFranchisePassword(onDone: () => void) {
  return useAction(setFranchisePassword, { success: franchiseTexts.passwordSet, onDone });
}
