import { useAction } from '../../../components/ui/use-action';
import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import { api, readOk } from '../../../lib/api-client';
import type { Topping } from '../../../lib/contract';
import { toppingTexts } from '../texts';
import type { ToppingValues } from '../validate-topping';
import { toppingBody, toppingText } from './topping-form';

/** PUT /admin/toppings/:toppingId (multipart) with a replacement picture, which never waits in the outbox. */
async function updateToppingWithPicture(toppingId: string, values: ToppingValues, image: File, version: number | undefined): Promise<string> {
  const { message } = await readOk(await api.admin.toppings[':toppingId'].$put({ param: { toppingId } }, { init: { body: toppingBody(values, image, version) } }));
  return message;
}

/**
 * Saves 'Update Topping'. An edit without a new picture goes through the
 * outbox (DESIGN §8): sent at once when online, kept on the device and sent
 * when the connection returns when not. A new picture needs the network (the
 * form says so offline). Answers whether the panel may close; refused fields
 * come back in `fieldErrors`, a newer version of the topping in `conflict`.
 */
export function useUpdateTopping(onSaved: () => void) {
  const withPicture = useAction(updateToppingWithPicture, { success: toppingTexts.updated, onDone: onSaved });
  const queued = useQueuedEdit({ sent: toppingTexts.updated }, onSaved);

  /** `version`: the topping's version the form was made from (its own, or the other device's after a conflict). */
  function save(topping: Topping, values: ToppingValues, image: File | null, version = topping.version): Promise<boolean> {
    if (image) return withPicture.run(topping._id, values, image, version);
    return queued.send({ kind: 'topping-update', target: topping._id, payload: toppingText(values, version), label: toppingTexts.changesTo(values.name) });
  }

  const fieldErrors = Object.keys(withPicture.fieldErrors).length > 0 ? withPicture.fieldErrors : queued.fieldErrors;
  return { save, pending: queued.pending || withPicture.pending, fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
