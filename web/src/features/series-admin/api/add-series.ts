import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import { seriesTexts } from '../texts';

interface NewSeries {
  name: string;
  image: File;
  /** Head office's switch; left out for franchises, whom the server refuses it. */
  signature?: boolean;
}

/** POST /user/menu/series (multipart: name, image, signature, clientId). The typed client has no form type for uploads, so the body goes in `init`. */
export async function addSeries(clientId: string, { name, image, signature }: NewSeries): Promise<string> {
  const body = new FormData();
  body.append('name', name.trim());
  body.append('image', image);
  if (signature !== undefined) body.append('signature', String(signature));
  body.append('clientId', clientId);
  const { message } = await readOk(await api.user.menu.series.$post({}, { init: { body } }));
  return message;
}

export function useAddSeries(onDone: () => void) {
  return useCreateAction(addSeries, { success: seriesTexts.added, onDone });
}
