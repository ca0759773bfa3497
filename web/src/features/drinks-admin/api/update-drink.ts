import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { drinkTexts } from '../texts';

interface DrinkChanges {
  name: string;
  description: string;
  seriesId: string;
}

/** PUT /user/menu/drink/:drinkId with JSON {name, description, seriesId} (SPEC §7.2). */
async function updateDrink(drinkId: string, changes: DrinkChanges): Promise<string> {
  const json = { name: changes.name.trim(), description: changes.description.trim(), seriesId: changes.seriesId };
  const { message } = await readOk(await api.user.menu.drink[':drinkId'].$put({ param: { drinkId }, json }));
  return message;
}

export function useUpdateDrink(onDone: () => void) {
  return useAction(updateDrink, { success: drinkTexts.updated, onDone });
}
