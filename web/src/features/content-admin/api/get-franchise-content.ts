import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { ContentItem } from '../content-type';

/** GET /user/videos (franchise): the same library, read-only. */
async function getFranchiseContent(): Promise<ContentItem[]> {
  const { videos } = await readOk(await api.user.videos.$get());
  return videos;
}

export function useFranchiseContentAdmin() {
  return useAsyncData(getFranchiseContent, '', 'content');
}
