import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import { throwIfStale, useVersionedAction } from '../../../components/ui/use-versioned-action';
import { api, readOk } from '../../../lib/api-client';
import type { Topping } from '../../../lib/contract';
import { supersedeWaiting } from '../../../sync/supersede-waiting';
import { toppingTexts } from '../texts';
import type { ToppingValues } from '../validate-topping';
import { toppingBody, toppingText } from './topping-form';

/** PUT /admin/toppings/:toppingId (multipart) with a replacement picture, which never waits in the outbox. */
async function updateToppingWithPicture(toppingId: string, values: ToppingValues, image: File, version: number | undefined): Promise<string> {
  const res = await api.admin.toppings[':toppingId'].$put({ param: { toppingId } }, { init: { body: toppingBody(values, image, version) } });
  await throwIfStale(res);
  const { message } = await readOk(res);
  return message;
}

/**
 * Saves 'Update Topping'. An edit without a new picture goes through the
 * outbox (DESIGN §8): sent at once when online, kept on the device and sent
 * when the connection returns when not. A new picture needs the network (the
 * form says so offline). Answers whether the panel may close; refused fields
 * come back in `fieldErrors`, a newer version of the topping, either way, in
 * `conflict`. `kept`: the topping the panel edits, so an edit of it the outbox
 * kept after a conflict met in the background opens with the choice.
 */
export function useUpdateTopping(onSaved: () => void, kept?: Omit<KeptEditOf<'topping-update'>, 'kind'>) {
  const withPicture = useVersionedAction(updateToppingWithPicture, { success: toppingTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit({ sent: toppingTexts.updated }, onSaved, kept && { kind: 'topping-update', ...kept });

  /** `version`: the topping's version the form was made from (its own, or the other device's after a conflict). */
  async function save(topping: Topping, values: ToppingValues, image: File | null, version = topping.version): Promise<boolean> {
    if (image) return withPicture.run(topping._id, values, image, version);
    // The panel opened with a waiting edit's values (the list shows the topping as it will be): this one replaces it.
    await supersedeWaiting('topping-update', topping._id);
    return queued.send({ kind: 'topping-update', target: topping._id, payload: toppingText(values, version), label: toppingTexts.changesTo(values.name) });
  }

  // Whichever way the stale edit went; settling lets the queued one go from the outbox.
  const clearConflict = async () => {
    withPicture.clearConflict();
    await queued.clearConflict();
  };
  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors, conflict: queued.conflict ?? withPicture.conflict, clearConflict };
}
