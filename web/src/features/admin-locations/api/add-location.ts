import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { draftToFields, toFormData, type LocationDraft } from '../location-draft';
import { locationTexts } from '../texts';

/** POST /admin/location/add (multipart: the fields, `timings` as JSON, and the required `image`). */
export async function addLocation(draft: LocationDraft, picture: File): Promise<string> {
  const body = toFormData(draftToFields(draft), picture);
  const { message } = await readOk(await api.admin.location.add.$post({}, { init: { body } }));
  return message;
}

export function useAddLocation(onDone: () => void) {
  return useAction(addLocation, { success: locationTexts.added, onDone });
}
