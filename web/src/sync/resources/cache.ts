/**
 * Stale-while-revalidate for public data: screens render what IndexedDB has
 * at once and each resource's refresh replaces it with the server's answer.
 * A failed refresh leaves the cache as it was, so the page never blanks out
 * offline. Rows keep the server's order in `position`; `meta` records when
 * each resource last came from the server.
 */
import { db } from '../../lib/db';

export const stampRefreshed = (key: string, value?: unknown) => db.meta.put({ key, refreshedAt: Date.now(), value });
