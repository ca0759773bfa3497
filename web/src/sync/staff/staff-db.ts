/**
 * The staff cache (DESIGN §8 "Staff screens offline"): the last data each
 * dashboard screen showed, for the signed-in owner or head office, so a store
 * tablet keeps opening its screens when the Wi-Fi drops. A database of its
 * own, apart from the visitors' cache (lib/db.ts): logging out deletes it
 * whole, and nothing in it is ever shown to another account (each row names
 * the user it was saved for). Only copies of what the server sent live here;
 * what staff write waits in the outbox until the server has it.
 */
import Dexie, { type EntityTable } from 'dexie';

export interface SavedScreen {
  /** Which list of which screen ('drinks', 'messages:<conversation id>'). */
  key: string;
  userId: string;
  value: unknown;
  savedAt: number;
}

export const STAFF_DB_NAME = 'bubble-tea-staff';

const staffDb = new Dexie(STAFF_DB_NAME) as Dexie & { screens: EntityTable<SavedScreen, 'key'> };
staffDb.version(1).stores({ screens: 'key, userId' });

/** What this screen showed this user last, or undefined (never opened here, another user's, or no IndexedDB). */
export async function readSavedScreen<T>(key: string, userId: string): Promise<{ value: T; savedAt: number } | undefined> {
  try {
    const row = await staffDb.screens.get(key);
    return row && row.userId === userId ? { value: row.value as T, savedAt: row.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what a screen just loaded; a browser that cannot store it just goes without. */
export async function saveScreen(key: string, userId: string, value: unknown): Promise<void> {
  try {
    await staffDb.screens.put({ key, userId, value, savedAt: Date.now() });
  } catch {
    // Private mode or a full disk: the screen still works online.
  }
}

/** Forgets every saved screen (logout, or another account signing in on this device). */
export async function deleteSavedScreens(): Promise<void> {
  // Opens again, empty, on the next read or save.
  await staffDb.delete({ disableAutoOpen: false }).catch(() => undefined);
}
