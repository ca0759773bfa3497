import { useQueuedEdit, type KeptEditOf } from '../../../components/ui/use-queued-edit';
import type { Location } from '../../../lib/contract';
import { locationTexts } from '../texts';
import { hoursToTimings, specialToWire, type DayHours, type SpecialDayDraft } from '../timings';
import { supersedeWaiting } from '../../../sync/supersede-waiting';

/**
 * Saves PUT /franchise/location/:id/hours (the week and the special hours of
 * a store the owner runs) through the outbox: sent at once online, kept on
 * the tablet and sent when the connection returns when not. It names the
 * hours' version the form was made from (the store's own, or the other
 * device's once the owner has seen it); a stale one comes back in `conflict`.
 * Answers whether the panel may close. `kept`: the store the panel edits, so
 * an edit of it the outbox kept after a conflict opens with the choice.
 */
export function useUpdateStoreHours(onSaved: () => void, kept?: Omit<KeptEditOf<'store-hours'>, 'kind'>) {
  const queued = useQueuedEdit({ sent: locationTexts.hoursUpdated }, onSaved, kept && { kind: 'store-hours', ...kept });
  async function run(store: Location, hours: DayHours[], specialHours: SpecialDayDraft[], hoursVersion = store.hoursVersion) {
    const payload = { timings: hoursToTimings(hours), specialHours: specialToWire(specialHours), ...(hoursVersion !== undefined && { hoursVersion }) };
    await supersedeWaiting('store-hours', store._id);
    return queued.send({ kind: 'store-hours', target: store._id, payload, label: locationTexts.hoursHeading(store.name) });
  }
  return { run, pending: queued.pending, fieldErrors: queued.fieldErrors, conflict: queued.conflict, clearConflict: queued.clearConflict };
}
