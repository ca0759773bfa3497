import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { Series } from '../../../lib/contract';
import { seriesTexts } from '../texts';

interface SeriesChanges {
  name: string;
  /** A replacement picture, or null to keep the current one. */
  image: File | null;
  /** Head office's switch; left out for franchises, whom the server refuses it. */
  signature?: boolean;
}

/** PUT /user/menu/series/:id (multipart: name, signature, imageChanged, imageId, and image when replaced). */
export async function updateSeries(series: Series, { name, image, signature }: SeriesChanges): Promise<string> {
  const body = new FormData();
  body.append('name', name.trim());
  if (signature !== undefined) body.append('signature', String(signature));
  body.append('imageChanged', image ? 'true' : 'false');
  if (series.imageId) body.append('imageId', series.imageId);
  if (image) body.append('image', image);
  const { message } = await readOk(await api.user.menu.series[':id'].$put({ param: { id: series._id } }, { init: { body } }));
  return message;
}

export function useUpdateSeries(onDone: () => void) {
  return useAction(updateSeries, { success: seriesTexts.updated, onDone });
}
