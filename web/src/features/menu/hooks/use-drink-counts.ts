import { useCachedDrinks } from '../../../sync/cached-resources';

/** How many drinks each series has, for the series cards. */
export function useDrinkCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of useCachedDrinks() ?? []) counts.set(d.seriesId, (counts.get(d.seriesId) ?? 0) + 1);
  return counts;
}
