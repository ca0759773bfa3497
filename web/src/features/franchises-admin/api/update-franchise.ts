import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { franchiseTexts } from '../texts';
import type { FranchiseUpdateBody } from '../types';

/** PUT /admin/action/franchise/:id: email and profile; the password and picture stay. */
async function updateFranchise(id: string, json: FranchiseUpdateBody): Promise<string> {
  const { message } = await readOk(await api.admin.action.franchise[':id'].$put({ param: { id }, json }));
  return message;
}

export function useUpdateFranchise(onDone: () => void) {
  return useAction(updateFranchise, { success: franchiseTexts.updated, onDone });
}
