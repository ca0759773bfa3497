import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { DrinkFactsInput } from '../../../lib/contract';
import { drinkTexts } from '../texts';

/** PUT /user/menu/drink/:drinkId/facts: the whole facts, or null to take them off. */
async function saveDrinkFacts(drinkId: string, facts: DrinkFactsInput | null): Promise<string> {
  const { message } = await readOk(await api.user.menu.drink[':drinkId'].facts.$put({ param: { drinkId }, json: { facts } }));
  return message;
}

export const useSaveDrinkFacts = (onSaved: () => void) => useAction(saveDrinkFacts, { success: drinkTexts.factsSaved, onDone: onSaved });
