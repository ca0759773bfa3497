import { useCreateAction } from '../../../components/ui/use-create-action';
import { api, readOk } from '../../../lib/api-client';
import { draftToFields, toFormData, type LocationDraft } from '../location-draft';
import { locationTexts } from '../texts';
import type { LocationAddFields } from '../types';

/** POST /admin/location/add (multipart: the fields, `timings` as JSON, the clientId and the required `image`). */
export async function addLocation(clientId: string, draft: LocationDraft, picture: File): Promise<string> {
  const fields: LocationAddFields = { ...draftToFields(draft), clientId };
  const body = toFormData(fields, picture);
  const { message } = await readOk(await api.admin.location.add.$post({}, { init: { body } }));
  return message;
}

export function useAddLocation(onDone: () => void) {
  return useCreateAction(addLocation, { success: locationTexts.added, onDone });
}
