import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import { toppingTexts } from '../texts';
import type { ToppingValues } from '../validate-topping';
import { toppingBody } from './topping-form';

/** POST /admin/toppings (multipart with the picture and a clientId). The typed client has no form type for uploads, so the body goes in `init`. */
async function addTopping(clientId: string, values: ToppingValues, image: File): Promise<string> {
  const body = toppingBody(values, image);
  body.append('clientId', clientId);
  const { message } = await readOk(await api.admin.toppings.$post({}, { init: { body } }));
  return message;
}

export function useAddTopping(onDone: () => void) {
  return useCreateAction(addTopping, { success: toppingTexts.added, onDone });
}
