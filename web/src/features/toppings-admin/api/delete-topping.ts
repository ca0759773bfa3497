import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { toppingTexts } from '../texts';

/** DELETE /admin/toppings/:toppingId: the server takes it off every drink too. */
async function deleteTopping(toppingId: string): Promise<string> {
  const { message } = await readOk(await api.admin.toppings[':toppingId'].$delete({ param: { toppingId } }));
  return message;
}

export function useDeleteTopping(onDone: () => void) {
  return useAction(deleteTopping, { success: toppingTexts.deleted, onDone });
}
