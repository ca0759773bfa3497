import { useAction } from '../../../components/ui/use-action';
import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import { api, readOk } from '../../../lib/api-client';
import type { Series } from '../../../lib/contract';
import { seriesTexts } from '../texts';
import type { OutboxPayloads } from '../../../lib/outbox-payloads';

export interface SeriesChanges {
  name: string;
  /** Head office's switch; left out for franchises, whom the server refuses it. */
  signature?: boolean;
}

/** The multipart fields of PUT /user/menu/series/:id without a new picture (the outbox sends these too). */
function textFields(series: Series, { name, signature }: SeriesChanges): OutboxPayloads['series-update'] {
  return {
    name: name.trim(),
    ...(signature !== undefined && { signature: String(signature) }),
    imageChanged: 'false',
    ...(series.imageId && { imageId: series.imageId }),
  };
}

/** PUT /user/menu/series/:id (multipart) with a replacement picture. */
async function updateSeriesWithPicture(series: Series, changes: SeriesChanges, image: File): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...textFields(series, changes), imageChanged: 'true' })) body.append(name, value);
  body.append('image', image);
  const { message } = await readOk(await api.user.menu.series[':id'].$put({ param: { id: series._id } }, { init: { body } }));
  return message;
}

/**
 * Saves 'Update Series'. A rename (and head office's switch) goes through the
 * outbox, so it is kept on the device offline and sent when the connection
 * returns; a new picture needs the network. Answers whether the panel may close.
 */
export function useUpdateSeries(onSaved: () => void) {
  const withPicture = useAction(updateSeriesWithPicture, { success: seriesTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit({ sent: seriesTexts.updated, savedOnDevice: seriesTexts.savedOnDevice, notSaved: seriesTexts.notSaved }, onSaved);

  function save(series: Series, changes: SeriesChanges, image: File | null): Promise<boolean> {
    if (image) return withPicture.run(series, changes, image);
    const payload = textFields(series, changes);
    return queued.send({ kind: 'series-update', target: series._id, payload, label: seriesTexts.changesTo(payload.name) });
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors };
}
