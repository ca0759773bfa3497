import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { drinkTexts } from '../texts';

/** DELETE /user/menu/drink/:drinkId: its reviews go with it. */
async function deleteDrink(drinkId: string): Promise<string> {
  const { message } = await readOk(await api.user.menu.drink[':drinkId'].$delete({ param: { drinkId } }));
  return message;
}

export function useDeleteDrink(onDone: () => void) {
  return useAction(deleteDrink, { success: drinkTexts.deleted, onDone });
}
