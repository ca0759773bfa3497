import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { NewsletterSubscriber } from '../types';

/** GET /admin/newsletters: subscribers, oldest first. */
export async function getNewsletters(): Promise<NewsletterSubscriber[]> {
  const { newsLetter } = await readOk(await api.admin.newsletters.$get());
  return newsLetter;
}

export function useNewslettersAdmin() {
  return useAsyncData(getNewsletters, '', 'newsletters');
}
