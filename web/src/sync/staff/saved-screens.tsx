import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { readSavedScreen, saveScreen } from './staff-db';

export interface SavedScreens {
  read: <T>(key: string) => Promise<{ value: T; savedAt: number } | undefined>;
  save: (key: string, value: unknown) => Promise<void>;
}

const SavedScreensContext = createContext<SavedScreens | null>(null);

/** The dashboard layout's: every screen under it saves what it loads for this user, and reads it back offline. */
export function SavedScreensProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const saved = useMemo<SavedScreens>(() => ({ read: (key) => readSavedScreen(key, userId), save: (key, value) => saveScreen(key, userId, value) }), [userId]);
  return <SavedScreensContext value={saved}>{children}</SavedScreensContext>;
}

/** The signed-in user's saved screens; null outside the dashboard (nothing is saved for visitors). */
export function useSavedScreens(): SavedScreens | null {
  return useContext(SavedScreensContext);
}
