import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { locationTexts } from '../texts';
import { hoursToTimings, specialToWire, type DayHours, type SpecialDayDraft } from '../timings';

/** PUT /franchise/location/:id/hours: the week and the special hours of a store the owner runs. */
async function updateStoreHours(id: string, hours: DayHours[], specialHours: SpecialDayDraft[]): Promise<string> {
  const json = { timings: hoursToTimings(hours), specialHours: specialToWire(specialHours) };
  const { message } = await readOk(await api.franchise.location[':id'].hours.$put({ param: { id }, json }));
  return message;
}

export function useUpdateStoreHours(onDone: () => void) {
  return useAction(updateStoreHours, { success: locationTexts.hoursUpdated, onDone });
}
