import { createStore } from 'jotai';

/**
 * The app's one jotai store. Explicit so code outside React (session boot,
 * sync, realtime) reads and writes the same state the components see.
 * Jotai holds UI and session state only; cached data lives in Dexie.
 */
export const store = createStore();
