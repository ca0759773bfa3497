import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { BrandProfile, ContentItem } from '../../../lib/contract';

export interface BrandProfileEditing {
  profile: BrandProfile;
  /** The content library's PDFs, newest first: what the page may offer as its download. */
  pdfs: ContentItem[];
}

/** The page as visitors get it now (GET /user/brand-profile) and the library's PDFs (GET /admin/videos). */
async function getBrandProfileEditing(): Promise<BrandProfileEditing> {
  const [{ profile }, { videos }] = await Promise.all([readOk(await api.user['brand-profile'].$get()), readOk(await api.admin.videos.$get())]);
  return { profile, pdfs: videos.filter((item) => item.mediaType === 'document') };
}

/** Kept on the device too, so head office can open the page offline and save a change to send later. */
export function useBrandProfileEditing() {
  return useAsyncData(getBrandProfileEditing, '', 'brand-profile');
}
