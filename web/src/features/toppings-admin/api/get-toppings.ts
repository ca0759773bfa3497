import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Topping } from '../../../lib/contract';

/** GET /toppings: head office's list, by name (the same list the menu carries). */
async function getToppings(): Promise<Topping[]> {
  const { toppings } = await readOk(await api.toppings.$get());
  return toppings;
}

export function useToppingsAdmin() {
  return useAsyncData(getToppings, '', 'toppings');
}
