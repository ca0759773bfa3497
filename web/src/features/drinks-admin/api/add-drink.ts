import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import { drinkTexts } from '../texts';

interface NewDrink {
  name: string;
  seriesId: string;
  description: string;
  image: File;
}

/** POST /user/menu/drink (multipart, with the clientId). The typed client has no form type for uploads, so the body goes in `init`. */
export async function addDrink(clientId: string, { name, seriesId, description, image }: NewDrink): Promise<string> {
  const body = new FormData();
  body.append('name', name.trim());
  body.append('seriesId', seriesId);
  body.append('description', description.trim());
  body.append('image', image);
  body.append('clientId', clientId);
  const { message } = await readOk(await api.user.menu.drink.$post({}, { init: { body } }));
  return message;
}

export function useAddDrink(onDone: () => void) {
  return useCreateAction(addDrink, { success: drinkTexts.added, onDone });
}
