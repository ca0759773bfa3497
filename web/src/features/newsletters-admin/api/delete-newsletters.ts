import { api, readOk } from '../../../lib/api-client';
import { NEWSLETTER_DELETE_MAX } from '../../../lib/contract';

export function inBatches<T>(items: readonly T[], size = NEWSLETTER_DELETE_MAX): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * DELETE /admin/newsletters {ids}: removes exactly these subscribers, in
 * batches the server accepts, and answers how many went.
 */
export async function deleteNewsletters(ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const batch of inBatches(ids)) {
    const answer = await readOk(await api.admin.newsletters.$delete({ json: { ids: batch } }));
    deleted += answer.deleted;
  }
  return deleted;
}
