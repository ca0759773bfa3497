/** Where the parts of a cup sit, shared by the cup and what goes into it. */
import { grow, intersect, polygon, rect, type Shape } from '../raster';

export interface Placement {
  cx: number;
  /** y of the cup's bottom edge. */
  base: number;
  scale: number;
}

export interface CupGeometry {
  cx: number;
  base: number;
  /** Scale: every length below is already multiplied by it. */
  s: number;
  top: number;
  topHalf: number;
  bottomHalf: number;
  wall: number;
  /** y of the drink's surface. */
  fillTop: number;
  cup: Shape;
  /** Inside of the cup wall, surface or not. */
  inner: Shape;
  /** Where the drink is: anything floating in it is clipped to this. */
  drinkArea: Shape;
  /** Inner half-width of the wall at height y. */
  halfWidthAt(y: number): number;
}

export function cupGeometry({ cx, base, scale: s }: Placement, domed: boolean): CupGeometry {
  const height = 280 * s;
  const topHalf = 106 * s;
  const bottomHalf = 80 * s;
  const top = base - height;
  const wall = 7 * s;
  const cup = polygon([
    [cx - topHalf, top],
    [cx + topHalf, top],
    [cx + bottomHalf, base],
    [cx - bottomHalf, base],
  ]);
  const inner = grow(cup, -wall);
  // Under a dome the drink comes up to the rim; a sealed cup keeps some air under the film.
  const fillTop = top + (domed ? 12 : 24) * s;
  return {
    cx,
    base,
    s,
    top,
    topHalf,
    bottomHalf,
    wall,
    fillTop,
    cup,
    inner,
    drinkArea: intersect(inner, rect(cx - topHalf, fillTop, topHalf * 2, base - fillTop)),
    halfWidthAt: (y) => bottomHalf + ((topHalf - bottomHalf) * (base - y)) / height,
  };
}
