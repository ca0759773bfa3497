import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import type { BrandProfile, BrandProfileBody } from '../../../lib/contract';

/** PUT /admin/brand-profile {text, documentId}: the whole page, saved at once; `onSaved` gets the page as stored. */
export function useUpdateBrandProfile(onSaved: (profile: BrandProfile) => void) {
  return useAction(async (json: BrandProfileBody) => {
    const { message, profile } = await readOk(await api.admin['brand-profile'].$put({ json }));
    onSaved(profile);
    return message;
  });
}
