import { api, readOk } from '../../../lib/api-client';
import type { NewsletterSubscriber } from '../types';

/**
 * POST /admin/newsletters/export: every subscriber as they are on the server
 * now (not the possibly older list on screen), each marked exported there, so
 * 'Remove exported subscribers' removes exactly these, after a reload too.
 */
export async function exportNewsletters(): Promise<NewsletterSubscriber[]> {
  const { newsLetter } = await readOk(await api.admin.newsletters.export.$post());
  return newsLetter;
}

/** DELETE /admin/newsletters/exported: removes the exported subscribers; the answer says how many went. */
export async function removeExportedNewsletters(): Promise<string> {
  const { message } = await readOk(await api.admin.newsletters.exported.$delete());
  return message;
}
