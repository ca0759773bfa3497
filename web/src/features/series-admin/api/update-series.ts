import { useState } from 'react';
import type { FieldErrorMap } from '../../../components/ui/field-errors';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { CHECK_FIELDS, useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { Series } from '../../../lib/contract';
import { enqueue } from '../../../sync/outbox';
import { seriesTexts } from '../texts';

export interface SeriesChanges {
  name: string;
  /** Head office's switch; left out for franchises, whom the server refuses it. */
  signature?: boolean;
}

/** The multipart fields of PUT /user/menu/series/:id without a new picture (the outbox sends these too). */
function textFields(series: Series, { name, signature }: SeriesChanges): Record<string, string> {
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
  const [pending, setPending] = useState(false);
  const [queuedErrors, setQueuedErrors] = useState<FieldErrorMap>({});

  async function save(series: Series, changes: SeriesChanges, image: File | null): Promise<boolean> {
    if (image) return withPicture.run(series, changes, image);
    setPending(true);
    setQueuedErrors({});
    try {
      const payload = textFields(series, changes);
      const outcome = await enqueue({ kind: 'series-update', target: series._id, payload, label: seriesTexts.changesTo(payload.name!) });
      if (outcome.state === 'rejected') {
        if (outcome.fields) setQueuedErrors(outcome.fields);
        toastError(outcome.fields ? CHECK_FIELDS : outcome.message);
        return false;
      }
      toastSuccess(outcome.state === 'sent' ? seriesTexts.updated : seriesTexts.savedOnDevice);
      onSaved();
      return true;
    } catch {
      toastError(seriesTexts.notSaved);
      return false;
    } finally {
      setPending(false);
    }
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queuedErrors;
  return { save, pending: pending || withPicture.pending, fieldErrors };
}
