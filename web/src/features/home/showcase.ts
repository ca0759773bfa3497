/**
 * Which cached drinks the home carousels show: one from each series in menu
 * order, then a second round, so five pictures are five different kinds of
 * drink. The hero takes the first five, the gallery the next five.
 */
export function showcaseOrder<T extends { seriesId: string }>(drinks: readonly T[]): T[] {
  const bySeries = new Map<string, T[]>();
  for (const drink of drinks) {
    const list = bySeries.get(drink.seriesId) ?? [];
    list.push(drink);
    bySeries.set(drink.seriesId, list);
  }
  const rounds = Math.max(0, ...[...bySeries.values()].map((l) => l.length));
  const order: T[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const list of bySeries.values()) if (list[round]) order.push(list[round]);
  }
  return order;
}

export const HERO_SLIDES = 5;
export const GALLERY_SLIDES = 5;
