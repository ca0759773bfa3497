import { useState } from 'react';
import { CHECK_FIELDS, useAction } from '../../../components/ui/use-action';
import type { FieldErrorMap } from '../../../components/ui/field-errors';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { api, readOk } from '../../../lib/api-client';
import type { Drink } from '../../../lib/contract';
import { enqueue } from '../../../sync/outbox';
import { drinkTexts } from '../texts';

export interface DrinkChanges {
  name: string;
  description: string;
  seriesId: string;
}

const trimmed = (changes: DrinkChanges) => ({ name: changes.name.trim(), description: changes.description.trim(), seriesId: changes.seriesId });

/** PUT /user/menu/drink/:drinkId as multipart, with a replacement picture: the drink keeps its id and its reviews. */
async function updateDrinkWithPicture(drinkId: string, changes: DrinkChanges, image: File): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(trimmed(changes))) body.append(name, value);
  body.append('image', image);
  // The route types a JSON body; with no `json` the client sends `init`'s multipart form as it is.
  const { message } = await readOk(await api.user.menu.drink[':drinkId'].$put({ param: { drinkId }, json: undefined as never }, { init: { body } }));
  return message;
}

/**
 * Saves 'Update Drink'. Text edits go through the outbox (DESIGN §8): sent at
 * once when online, kept on the device and sent when the connection returns
 * when not, the list showing them as waiting meanwhile. A new picture needs
 * the network (the caller says so offline) and is sent as multipart. Answers
 * whether the panel may close; refused fields come back in `fieldErrors`.
 */
export function useUpdateDrink(onSaved: () => void) {
  const withPicture = useAction(updateDrinkWithPicture, { success: drinkTexts.updated, onDone: onSaved });
  const [pending, setPending] = useState(false);
  const [queuedErrors, setQueuedErrors] = useState<FieldErrorMap>({});

  async function save(drink: Drink, changes: DrinkChanges, image: File | null): Promise<boolean> {
    if (image) return withPicture.run(drink._id, changes, image);
    setPending(true);
    setQueuedErrors({});
    try {
      const payload = trimmed(changes);
      const outcome = await enqueue({ kind: 'drink-update', target: drink._id, payload, label: drinkTexts.changesTo(payload.name) });
      if (outcome.state === 'rejected') {
        if (outcome.fields) setQueuedErrors(outcome.fields);
        toastError(outcome.fields ? CHECK_FIELDS : outcome.message);
        return false;
      }
      if (outcome.state === 'sent') toastSuccess(drinkTexts.updated);
      else toastSuccess(drinkTexts.savedOnDevice);
      onSaved();
      return true;
    } catch {
      // The browser would not store it (no IndexedDB): nothing was sent, the panel keeps the text.
      toastError(drinkTexts.notSaved);
      return false;
    } finally {
      setPending(false);
    }
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queuedErrors;
  return { save, pending: pending || withPicture.pending, fieldErrors };
}
