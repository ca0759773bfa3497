import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { requestTexts } from '../texts';

/** DELETE /admin/franchise/requset/:id. */
async function deleteFranchiseRequest(id: string): Promise<string> {
  const { message } = await readOk(await api.admin.franchise.requset[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteFranchiseRequest(onDone: () => void) {
  return useAction(deleteFranchiseRequest, { success: requestTexts.deleted, onDone });
}
