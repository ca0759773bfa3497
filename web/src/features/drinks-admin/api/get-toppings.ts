import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';

/** GET /toppings: head office's list the drink's toppings are chosen from. */
async function getToppings() {
  return (await readOk(await api.toppings.$get())).toppings;
}

export const useToppingOptions = () => useAsyncData(getToppings, '', 'topping-options');
