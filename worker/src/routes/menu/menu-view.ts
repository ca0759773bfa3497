import type { drinks, series } from '../../db/schema';
import type { Drink, Series } from '../../contract/menu';
import { mediaUrl } from '../../lib/media-url';

type DrinkRow = typeof drinks.$inferSelect;
type SeriesRow = typeof series.$inferSelect;

export const toDrink = (d: DrinkRow): Drink => ({
  _id: d.id,
  name: d.name,
  description: d.description,
  seriesId: d.seriesId,
  image: mediaUrl(d.imageKey),
});

/** Series with their drinks, joined in memory so a menu costs a fixed number of queries. */
export function toSeriesList(seriesRows: SeriesRow[], drinkRows: DrinkRow[]): Series[] {
  const bySeries = new Map<string, Drink[]>();
  for (const d of drinkRows) {
    const list = bySeries.get(d.seriesId) ?? [];
    list.push(toDrink(d));
    bySeries.set(d.seriesId, list);
  }
  return seriesRows.map((s) => ({
    _id: s.id,
    name: s.name,
    image: mediaUrl(s.imageKey),
    imageId: s.imageKey,
    drinks: bySeries.get(s.id) ?? [],
  }));
}
