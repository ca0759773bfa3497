import { throwIfStale, useVersionedAction } from '../../../components/ui/use-versioned-action';
import { api, readOk } from '../../../lib/api-client';
import { franchiseTexts } from '../texts';
import type { FranchiseUpdateBody } from '../types';

/** PUT /admin/action/franchise/:id: email and profile; the password and picture stay. A stale `version` throws StaleEditError. */
async function updateFranchise(id: string, json: FranchiseUpdateBody): Promise<string> {
  const res = await api.admin.action.franchise[':id'].$put({ param: { id }, json });
  await throwIfStale(res);
  const { message } = await readOk(res);
  return message;
}

/** Online only (head office's desk): an account another session changed meanwhile comes back as `conflict`. */
export function useUpdateFranchise(onDone: () => void) {
  return useVersionedAction(updateFranchise, { success: franchiseTexts.updated, onDone });
}
