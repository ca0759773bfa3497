import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { draftToFields, toFormData, type LocationDraft } from '../location-draft';
import { locationTexts } from '../texts';
import type { LocationUpdateFields } from '../types';

/**
 * PUT /admin/location/:id (multipart). `isImageUpdated` tells the server to
 * replace the picture; without a new one the current picture stays.
 */
async function updateLocation(id: string, draft: LocationDraft, picture: File | null): Promise<string> {
  const fields: LocationUpdateFields & Record<string, string> = { ...draftToFields(draft), isImageUpdated: picture ? 'true' : 'false' };
  const body = toFormData(fields, picture);
  const { message } = await readOk(await api.admin.location[':id'].$put({ param: { id } }, { init: { body } }));
  return message;
}

export function useUpdateLocation(onDone: () => void) {
  return useAction(updateLocation, { success: locationTexts.updated, onDone });
}
