import { useAction } from '../../../components/ui/use-action';
import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import { api, readOk } from '../../../lib/api-client';
import type { Drink } from '../../../lib/contract';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import { drinkTexts } from '../texts';

export interface DrinkChanges {
  name: string;
  description: string;
  seriesId: string;
}

const trimmed = (changes: DrinkChanges) => ({ name: changes.name.trim(), description: changes.description.trim(), seriesId: changes.seriesId });

/** PUT /user/menu/drink/:drinkId as multipart, with a replacement picture: the drink keeps its id and its reviews. */
async function updateDrinkWithPicture(drinkId: string, changes: DrinkChanges, image: File, version: number | undefined): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(trimmed(changes))) body.append(name, value);
  if (version !== undefined) body.append('version', String(version));
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
 * `kept`: the drink the panel edits, so an edit of it the outbox kept after a
 * conflict opens with the choice (useQueuedEdit).
 */
export function useUpdateDrink(onSaved: () => void, kept?: Omit<KeptEditOf<'drink-update'>, 'kind'>) {
  const withPicture = useAction(updateDrinkWithPicture, { success: drinkTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit(
    { sent: drinkTexts.updated, savedOnDevice: drinkTexts.savedOnDevice, notSaved: drinkTexts.notSaved },
    onSaved,
    kept && { kind: 'drink-update', ...kept },
  );

  /** `version`: the drink's version the form was made from (the drink's own, or the other device's after a conflict). */
  async function save(drink: Drink, changes: DrinkChanges, image: File | null, version = drink.version): Promise<boolean> {
    if (image) return withPicture.run(drink._id, changes, image, version);
    const payload = { ...trimmed(changes), ...(version !== undefined && { version }) };
    // A second edit made here before the first went: it names the same version and holds every field again.
    await supersedeWaiting('drink-update', drink._id);
    return queued.send({ kind: 'drink-update', target: drink._id, payload, label: drinkTexts.changesTo(payload.name) });
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
