import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import { throwIfStale, useVersionedAction } from '../../../components/ui/use-versioned-action';
import { api, readOk } from '../../../lib/api-client';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import type { Series } from '../../../lib/contract';
import { seriesTexts } from '../texts';
import type { OutboxPayloads } from '../../../lib/outbox-payloads';

export interface SeriesChanges {
  name: string;
  /** Head office's switch; left out for franchises, whom the server refuses it. */
  signature?: boolean;
}

/**
 * The multipart fields of PUT /user/menu/series/:id without a new picture (the outbox sends these too).
 * `version`: the series' version the form was made from, so a stale edit is refused, not silently applied.
 */
function textFields(series: Series, { name, signature }: SeriesChanges, version: number | undefined): OutboxPayloads['series-update'] {
  return {
    name: name.trim(),
    ...(signature !== undefined && { signature: String(signature) }),
    imageChanged: 'false',
    ...(series.imageId && { imageId: series.imageId }),
    ...(version !== undefined && { version: String(version) }),
  };
}

/** PUT /user/menu/series/:id (multipart) with a replacement picture. */
async function updateSeriesWithPicture(series: Series, changes: SeriesChanges, image: File, version: number | undefined): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...textFields(series, changes, version), imageChanged: 'true' })) body.append(name, value);
  body.append('image', image);
  const res = await api.user.menu.series[':id'].$put({ param: { id: series._id } }, { init: { body } });
  await throwIfStale(res);
  const { message } = await readOk(res);
  return message;
}

/**
 * Saves 'Update Series'. A rename (and head office's switch) goes through the
 * outbox, so it is kept on the device offline and sent when the connection
 * returns; a new picture needs the network. Answers whether the panel may close.
 * Either way, a series another device changed meanwhile comes back as `conflict`.
 * `kept`: the series the panel edits, so an edit of it the outbox kept after a
 * conflict met in the background opens with the choice (useQueuedEdit).
 */
export function useUpdateSeries(onSaved: () => void, kept?: Omit<KeptEditOf<'series-update'>, 'kind'>) {
  const withPicture = useVersionedAction(updateSeriesWithPicture, { success: seriesTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit(
    { sent: seriesTexts.updated, savedOnDevice: seriesTexts.savedOnDevice, notSaved: seriesTexts.notSaved },
    onSaved,
    kept && { kind: 'series-update', ...kept },
  );

  /** `version`: the series' own, or the other device's once the person has seen it. */
  async function save(series: Series, changes: SeriesChanges, image: File | null, version = series.version): Promise<boolean> {
    if (image) return withPicture.run(series, changes, image, version);
    const payload = textFields(series, changes, version);
    await supersedeWaiting('series-update', series._id);
    return queued.send({ kind: 'series-update', target: series._id, payload, label: seriesTexts.changesTo(payload.name) });
  }

  // Whichever way the stale edit went; settling lets the queued one go from the outbox.
  const clearConflict = async () => {
    withPicture.clearConflict();
    await queued.clearConflict();
  };
  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors, conflict: queued.conflict ?? withPicture.conflict, clearConflict };
}
