import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import { franchiseTexts } from '../texts';
import type { FranchiseAddFields } from '../types';

/**
 * POST /admin/action/franchise/add (multipart: the text fields, the clientId
 * and an optional `image`). The typed client has no form type for uploads, so the
 * body goes in `init`.
 */
export async function addFranchise(clientId: string, fields: FranchiseAddFields, picture: File | null): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, clientId })) body.append(key, value);
  if (picture) body.append('image', picture);
  const { message } = await readOk(await api.admin.action.franchise.add.$post({}, { init: { body } }));
  return message;
}

export function useAddFranchise(onDone: () => void) {
  return useCreateAction(addFranchise, { success: franchiseTexts.added, onDone });
}
