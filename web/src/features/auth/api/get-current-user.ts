import { api, readOk } from '../../../lib/api-client';
import type { User } from '../../../lib/contract';
import { setSessionUser } from '../session-state';

/**
 * GET /user/me. A 401 is how the server says "nobody is signed in", so it is
 * not an error for the user; any other failure (offline, server down) also
 * leaves a visitor, silently, as SPEC §4 has a failed load clear the user.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const { user } = await readOk(await api.user.me.$get());
    return user;
  } catch {
    return null;
  }
}

/** Fetches the user and publishes it to the session state. */
export async function loadCurrentUser(): Promise<User | null> {
  const user = await getCurrentUser();
  setSessionUser(user);
  return user;
}
