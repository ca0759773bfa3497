import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Series } from '../../../lib/contract';

/** GET /user/menu/own: the signed-in user's series, each with its drinks. */
async function getOwnMenu(): Promise<Series[]> {
  const { menu } = await readOk(await api.user.menu.own.$get());
  return menu;
}

export function useOwnMenuAdmin() {
  return useAsyncData(getOwnMenu, '', 'own-menu');
}
