import { useAsyncData, type AsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Topping } from '../../../lib/contract';
import { useCachedToppings } from '../../../sync/cached-resources';

/** GET /toppings: head office's list the drink's toppings are chosen from. */
async function getToppings(): Promise<Topping[]> {
  return (await readOk(await api.toppings.$get())).toppings;
}

/**
 * The toppings a drink's facts choose from: the server's list, saved on the
 * device with the drinks screen; offline with no saved copy, the toppings the
 * menu kept on this device. Nothing anywhere is an error, never "no toppings".
 */
export function useToppingOptions(): AsyncData<Topping[]> {
  const loaded = useAsyncData(getToppings, '', 'topping-options');
  const onDevice = useCachedToppings();
  if (loaded.data || !loaded.error || !onDevice?.length) return loaded;
  return { ...loaded, data: onDevice, error: null, neverSaved: false };
}
