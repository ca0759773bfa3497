/**
 * Stores close enough that their pins would overlap on the narrowest map
 * share one pin, so every pin can be tapped on a phone (WCAG 2.5.8: targets
 * at least 24 px and not overlapping). Austin and Houston are 13 px apart on
 * a 360 px screen, closer than a pin is wide.
 */

export interface MapPoint<T> {
  item: T;
  x: number;
  y: number;
}

export interface PinGroup<T> {
  /** Where the pin goes: the middle of its stores. */
  x: number;
  y: number;
  /** In the order they came (the list's, nearest first once the visitor shared where they are). */
  items: T[];
}

/** The smallest map the page draws (a 360 px phone), and a pin's box on it (store-map.css: 2rem × 2.5rem). */
const NARROWEST_MAP_PX = 320;
const PIN_PX = { width: 32, height: 40 };

/** How far apart, in map units, two pins must be not to overlap on a map `mapWidth` units wide. */
export function pinSpacing(mapWidth: number) {
  const unitsPerPx = mapWidth / NARROWEST_MAP_PX;
  return { dx: PIN_PX.width * unitsPerPx, dy: PIN_PX.height * unitsPerPx };
}

/** Groups points whose pins would overlap, merging until no two pins do; a merged pin sits at its points' mean. */
export function pinGroups<T>(points: readonly MapPoint<T>[], spacing: { dx: number; dy: number }): PinGroup<T>[] {
  let groups = points.map((p, order) => ({ members: [{ ...p, order }], x: p.x, y: p.y }));
  const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) < spacing.dx && Math.abs(a.y - b.y) < spacing.dy;
  for (;;) {
    const pair = pairThatOverlaps(groups, overlap);
    if (!pair) break;
    const [i, j] = pair;
    const members = [...groups[i].members, ...groups[j].members].sort((a, b) => a.order - b.order);
    const merged = { members, x: mean(members.map((m) => m.x)), y: mean(members.map((m) => m.y)) };
    groups = groups.flatMap((g, k) => (k === i ? [merged] : k === j ? [] : [g]));
  }
  return groups.map((g) => ({ x: g.x, y: g.y, items: g.members.map((m) => m.item) }));
}

function pairThatOverlaps<G>(groups: readonly G[], overlap: (a: G, b: G) => boolean): [number, number] | null {
  for (let i = 0; i < groups.length; i++) for (let j = i + 1; j < groups.length; j++) if (overlap(groups[i], groups[j])) return [i, j];
  return null;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
