import { useQueuedEdit } from '../../../components/ui/use-queued-edit';
import type { Location } from '../../../lib/contract';
import { locationTexts } from '../texts';
import { hoursToTimings, specialToWire, type DayHours, type SpecialDayDraft } from '../timings';

/**
 * Saves PUT /franchise/location/:id/hours (the week and the special hours of
 * a store the owner runs) through the outbox: sent at once online, kept on
 * the tablet and sent when the connection returns when not. Answers whether
 * the panel may close.
 */
export function useUpdateStoreHours(onSaved: () => void) {
  const queued = useQueuedEdit({ sent: locationTexts.hoursUpdated }, onSaved);
  function run(store: Location, hours: DayHours[], specialHours: SpecialDayDraft[]) {
    const payload = { timings: hoursToTimings(hours), specialHours: specialToWire(specialHours) };
    return queued.send({ kind: 'store-hours', target: store._id, payload, label: locationTexts.hoursHeading(store.name) });
  }
  return { run, pending: queued.pending, fieldErrors: queued.fieldErrors };
}
