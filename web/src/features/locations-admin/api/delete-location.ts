import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { locationTexts } from '../texts';

/** DELETE /admin/location/:id: the store, its hours and its picture. */
async function deleteLocation(id: string): Promise<string> {
  const { message } = await readOk(await api.admin.location[':id'].$delete({ param: { id } }));
  return message;
}

export function useDeleteLocation(onDone: () => void) {
  return useAction(deleteLocation, { success: locationTexts.deleted, onDone });
}
