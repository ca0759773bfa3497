import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Drink } from '../../../lib/contract';

/** GET /user/menu/drinks: every drink of the signed-in user's series. */
async function getDrinks(): Promise<Drink[]> {
  const { drinks } = await readOk(await api.user.menu.drinks.$get());
  return drinks;
}

export function useDrinksAdmin() {
  return useAsyncData(getDrinks, '', 'drinks');
}
