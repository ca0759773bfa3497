/** Where the parts of a cup sit, shared by the cup and what goes into it. */
import { grow, intersect, polygon, rect, type Shape } from '../raster';

export interface Placement {
  cx: number;
  /** y of the cup's bottom edge. */
  base: number;
  scale: number;
}

/**
 * What the drink is served in: the shop's sealed plastic cup, a slim cup for
 * fruit teas, a heavy glass tumbler, a mason jar, or a dome-lidded cup for
 * blended drinks under cream. Each has its own outline, so a menu of them
 * reads as different drinks before any colour does.
 */
export type Vessel = 'cup' | 'tall' | 'tumbler' | 'jar';

interface VesselShape {
  height: number;
  topHalf: number;
  bottomHalf: number;
  /** A solid glass bottom the drink stands on (tumbler). */
  foot: number;
  /** Corners rounded at the bottom (jar). */
  roundBottom: number;
}

const VESSELS: Record<Vessel, VesselShape> = {
  cup: { height: 280, topHalf: 106, bottomHalf: 80, foot: 0, roundBottom: 0 },
  tall: { height: 318, topHalf: 88, bottomHalf: 68, foot: 0, roundBottom: 0 },
  tumbler: { height: 232, topHalf: 112, bottomHalf: 96, foot: 22, roundBottom: 0 },
  jar: { height: 262, topHalf: 98, bottomHalf: 98, foot: 0, roundBottom: 34 },
};

export interface CupGeometry {
  cx: number;
  base: number;
  /** Scale: every length below is already multiplied by it. */
  s: number;
  vessel: Vessel;
  top: number;
  topHalf: number;
  bottomHalf: number;
  wall: number;
  /** The glass's solid bottom, under the drink (0 for cups). */
  foot: number;
  /** y of the drink's surface. */
  fillTop: number;
  /** y of the drink's bottom (above the foot). */
  fillBottom: number;
  cup: Shape;
  /** Inside of the cup wall, surface or not. */
  inner: Shape;
  /** Where the drink is: anything floating in it is clipped to this. */
  drinkArea: Shape;
  /** Inner half-width of the wall at height y. */
  halfWidthAt(y: number): number;
}

export function cupGeometry({ cx, base, scale: s }: Placement, domed: boolean, vessel: Vessel = 'cup'): CupGeometry {
  const v = VESSELS[vessel];
  const height = v.height * s;
  const topHalf = v.topHalf * s;
  const bottomHalf = v.bottomHalf * s;
  const top = base - height;
  const wall = 7 * s;
  const foot = v.foot * s;
  const round = v.roundBottom * s;
  // A jar's bottom corners are cut twice, which reads as rounded at this size.
  const bottomRight: [number, number][] = round
    ? [
        [cx + bottomHalf, base - round],
        [cx + bottomHalf - round * 0.3, base - round * 0.3],
        [cx + bottomHalf - round, base],
      ]
    : [[cx + bottomHalf, base]];
  const cup = polygon([[cx - topHalf, top], [cx + topHalf, top], ...bottomRight, ...bottomRight.map(([x, y]) => [2 * cx - x, y] as [number, number]).reverse()]);
  const inner = grow(cup, -wall);
  // Under a dome the drink comes up to the rim; a sealed cup keeps some air under the film; a glass is filled near the brim.
  const fillTop = top + (domed ? 12 : vessel === 'cup' || vessel === 'tall' ? 24 : 30) * s;
  const fillBottom = base - foot;
  return {
    cx,
    base,
    s,
    vessel,
    top,
    topHalf,
    bottomHalf,
    wall,
    foot,
    fillTop,
    fillBottom,
    cup,
    inner,
    drinkArea: intersect(inner, rect(cx - topHalf, fillTop, topHalf * 2, fillBottom - fillTop)),
    halfWidthAt: (y) => bottomHalf + ((topHalf - bottomHalf) * (base - y)) / height,
  };
}
