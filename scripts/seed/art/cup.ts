/**
 * A bubble-tea cup: clear plastic cup, drink (plain, gradient or layered),
 * optional pearls, jelly, ice, fruit, brown-sugar stripes, foam, and either a
 * sealed lid or a dome with whipped cream. Drawn back to front; everything
 * inside the drink is clipped to the cup's inner wall.
 */
import { capsule, circle, darken, ellipse, grow, hex, intersect, lighten, mix, rect, WHITE, type Canvas, type Paint, type Rgb } from '../raster';
import { drawCreamDome, drawFloatingFruit, drawFoam, drawIce, drawJelly, drawPearls, drawSyrup, FOAM_DEPTH } from './cup-fillings';
import { cupGeometry, type Placement } from './cup-geometry';
import type { Fruit } from './fruit';
import { inkOn } from './ink';

export type { Placement };

export interface CupArt {
  /** Drink colour at the bottom of the cup. */
  drink: string;
  /** Colour at the top of the drink: a gradient into `drink`, or two layers when `layered`. */
  drinkTop?: string;
  layered?: boolean;
  /** Tapioca or popping pearls at the bottom, in this colour. */
  pearls?: string;
  smallPearls?: boolean;
  /** Jelly cubes (coffee jelly, lychee jelly …) in this colour. */
  jelly?: string;
  ice?: boolean;
  fruit?: Fruit[];
  /** Brown-sugar syrup streaking the inside of the cup. */
  syrup?: string;
  /** A foam layer on top of the drink (cheese cream, milk foam). */
  foam?: string;
  /** Whipped cream under a dome lid. */
  cream?: string;
  /** Sauce drizzled over the foam or cream. */
  drizzle?: string;
  straw: string;
}

function drinkPaint(art: CupArt, top: number, bottom: number): Paint {
  const low = hex(art.drink);
  if (!art.drinkTop) return low;
  const high = hex(art.drinkTop);
  if (!art.layered) return (y) => mix(high, low, Math.min(1, Math.max(0, (y - top) / (bottom - top))));
  // Two layers with a short blend where they meet, as when a float settles on milk.
  const split = top + (bottom - top) * 0.45;
  return (y) => mix(high, low, Math.min(1, Math.max(0, (y - split + 8) / 16)));
}

export function drawCup(c: Canvas, art: CupArt, at: Placement, bg: Rgb, rand: () => number): void {
  const g = cupGeometry(at, Boolean(art.cream));
  const { cx, s, top, base, topHalf, bottomHalf, fillTop, cup, drinkArea } = g;
  const ink = inkOn(bg);
  const strawTop = top - (art.cream ? 160 : 105) * s;
  const straw = capsule(cx + 18 * s, base - 50 * s, cx + 62 * s, strawTop, 9 * s);
  const strawColour = hex(art.straw);

  c.fill(ellipse(cx, base + 3 * s, 122 * s, 14 * s), darken(bg, 0.1));

  c.fill(grow(straw, 2.5 * s), ink);
  c.fill(straw, strawColour);
  c.fill(capsule(cx + 15 * s, base - 40 * s, cx + 58 * s, strawTop + 4 * s, 2.5 * s), lighten(strawColour, 0.4));

  // Frosted plastic over the straw, then the drink, through which the straw still shows a little.
  c.fill(grow(cup, 3 * s), ink);
  c.fill(cup, lighten(bg, 0.8), 0.8);
  c.fill(drinkArea, drinkPaint(art, fillTop, base));
  c.fill(intersect(straw, drinkArea), strawColour, 0.3);

  const surface = fillTop + (art.foam ? FOAM_DEPTH * s : 0);
  if (art.syrup) drawSyrup(c, g, art.syrup, rand);
  if (art.pearls) drawPearls(c, g, art.pearls, Boolean(art.smallPearls), rand);
  if (art.jelly) drawJelly(c, g, art.jelly, rand);
  if (art.ice) drawIce(c, g, surface, rand);
  if (art.fruit?.length) drawFloatingFruit(c, g, art.fruit, surface, Boolean(art.pearls), rand);
  if (art.foam) drawFoam(c, g, art.foam, art.drizzle);

  // The shine of the plastic, over everything inside the cup.
  c.fill(capsule(cx - topHalf + 24 * s, top + 48 * s, cx - bottomHalf + 20 * s, base - 46 * s, 6 * s), WHITE, 0.35);
  c.fill(circle(cx - topHalf + 26 * s, top + 26 * s, 4.5 * s), WHITE, 0.5);

  if (art.cream) drawCreamDome(c, g, art.cream, art.drizzle, bg);

  const rim = rect(cx - topHalf - 9 * s, top - 8 * s, (topHalf + 9 * s) * 2, 16 * s, 8 * s);
  c.fill(grow(rim, 3 * s), ink);
  c.fill(rim, lighten(bg, 0.92));
  if (!art.cream) {
    // A sealed lid: the straw pierces the film, so it passes in front of the rim.
    c.fill(intersect(grow(straw, 2.5 * s), rim), ink);
    c.fill(intersect(straw, rim), strawColour);
  }
}
