import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { toppingTexts } from '../texts';
import type { ToppingValues } from '../validate-topping';
import { toppingBody } from './topping-form';

/** PUT /admin/toppings/:toppingId (multipart): every field again; a chosen picture replaces the saved one. */
async function updateTopping(toppingId: string, values: ToppingValues, image: File | null): Promise<string> {
  const { message } = await readOk(await api.admin.toppings[':toppingId'].$put({ param: { toppingId } }, { init: { body: toppingBody(values, image) } }));
  return message;
}

export function useUpdateTopping(onDone: () => void) {
  return useAction(updateTopping, { success: toppingTexts.updated, onDone });
}
