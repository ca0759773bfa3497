/**
 * The sidebar's badges (unread inbox and requests, pending reviews, unread
 * chat). One shared copy: the sidebar loads it on every page, and a screen
 * that handles something (opens a message, approves a review) asks for a
 * fresh one instead of guessing the new numbers.
 */
import { atom } from 'jotai';
import { api, readOk } from './api-client';
import type { DashboardCounts } from './contract';
import { store } from './store';

export const dashboardCountsAtom = atom<DashboardCounts | null>(null);

let latest = 0;

/** GET /dashboard/counts: every sidebar badge in one cheap request. */
async function getDashboardCounts(): Promise<DashboardCounts> {
  const { counts } = await readOk(await api.dashboard.counts.$get());
  return counts;
}

/** Loads the counts again; an answer overtaken by a newer request is dropped. A failed load keeps the old badges. */
export async function refreshDashboardCounts(): Promise<void> {
  const mine = ++latest;
  try {
    const counts = await getDashboardCounts();
    if (mine === latest) store.set(dashboardCountsAtom, counts);
  } catch {
    // Badges are a hint: the screens themselves show their own load errors.
  }
}
