import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { ContentItem } from '../content-type';

/** GET /admin/videos (admin): the whole content library, newest first. */
async function getContent(): Promise<ContentItem[]> {
  const { videos } = await readOk(await api.admin.videos.$get());
  return videos;
}

export function useContentAdmin() {
  return useAsyncData(getContent, '', 'content');
}
