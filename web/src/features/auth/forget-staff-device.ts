/**
 * What a device keeps for the staff member signed in on it, gone at logout
 * (DESIGN §8): the remembered profile, the saved screens, the dashboard's
 * code, and their writes still waiting to send, unless the session merely
 * ran out (`keepOutbox`: they go out after the next login, as nothing typed
 * may be lost). Loaded only when needed: it brings the staff cache with it.
 */
import { discardStaffOutbox } from '../../sync/outbox';
import { forgetStaffCode } from '../../sync/staff/staff-code';
import { deleteSavedScreens } from '../../sync/staff/staff-db';
import { forgetUser } from './api/get-current-user';

export async function forgetStaffDevice({ keepOutbox = false } = {}): Promise<void> {
  forgetUser();
  // Each on its own: a browser without IndexedDB or Cache Storage still logs out.
  await Promise.allSettled([deleteSavedScreens(), forgetStaffCode(), keepOutbox ? undefined : discardStaffOutbox()]);
}
