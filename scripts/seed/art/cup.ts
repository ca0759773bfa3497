/**
 * A bubble-tea drink in its vessel: the shop's sealed cup, a slim cup, a
 * glass tumbler or a mason jar (cup-geometry.ts); the drink plain, as a
 * gradient or in layers; pearls, jelly, pudding, red beans, ice, fruit,
 * brown-sugar stripes, foam with a dusting, and a sealed lid, an open rim
 * with a garnish, or a dome with whipped cream. Drawn back to front;
 * everything inside the drink is clipped to the vessel's inner wall.
 */
import { capsule, circle, darken, ellipse, grow, hex, intersect, lighten, mix, rect, WHITE, type Canvas, type Paint, type Rgb } from '../raster';
import {
  drawCreamDome,
  drawDust,
  drawFloatingFruit,
  drawFoam,
  drawIce,
  drawJelly,
  drawPearls,
  drawPudding,
  drawRedBeans,
  drawRimGarnish,
  drawSyrup,
  FOAM_DEPTH,
} from './cup-fillings';
import { cupGeometry, type CupGeometry, type Placement, type Vessel } from './cup-geometry';
import type { Fruit } from './fruit';
import { inkOn } from './ink';

export type { Placement, Vessel };

export interface CupArt {
  /** Drink colour at the bottom of the cup. */
  drink: string;
  /** Colour at the top of the drink: a gradient into `drink`, or two layers when `layered`. */
  drinkTop?: string;
  layered?: boolean;
  /** What it is served in; the shop's sealed cup when unset. */
  vessel?: Vessel;
  /** A cup served without its film (glasses and jars always are). */
  open?: boolean;
  /** Tapioca or popping pearls at the bottom, in this colour. */
  pearls?: string;
  smallPearls?: boolean;
  /** Jelly cubes (coffee jelly, lychee jelly …) in this colour. */
  jelly?: string;
  /** Egg pudding settled at the bottom, in this colour. */
  pudding?: string;
  /** Sweet red beans at the bottom, in this colour. */
  beans?: string;
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
  /** Powder dusted over the foam or cream (matcha, cocoa). */
  dust?: string;
  /** On the rim of an open glass. */
  garnish?: Fruit | 'mint';
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

/** Glass, not plastic: the solid bottom of a tumbler, the screw thread of a jar. */
function drawGlassDetails(c: Canvas, g: CupGeometry, bg: Rgb) {
  const { cx, s, base, top, topHalf, foot, wall } = g;
  if (foot) {
    const half = g.halfWidthAt(base - foot) - wall;
    c.fill(rect(cx - half, base - foot, half * 2, foot - wall, 6 * s), lighten(bg, 0.6), 0.9);
    c.fill(capsule(cx - half + 14 * s, base - foot * 0.45, cx + half - 40 * s, base - foot * 0.45, 2.5 * s), WHITE, 0.6);
  }
  if (g.vessel === 'jar') {
    for (const dy of [18, 30]) c.fill(rect(cx - topHalf + 2 * s, top + dy * s, (topHalf - 2 * s) * 2, 3.5 * s, 1.5 * s), inkOn(bg), 0.55);
  }
}

export function drawCup(c: Canvas, art: CupArt, at: Placement, bg: Rgb, rand: () => number): void {
  const vessel = art.vessel ?? 'cup';
  const g = cupGeometry(at, Boolean(art.cream), vessel);
  const { cx, s, top, base, topHalf, bottomHalf, fillTop, fillBottom, cup, drinkArea } = g;
  // The shop's cups are sealed with film; glasses and jars are open at the top.
  const sealed = !art.cream && !art.open && (vessel === 'cup' || vessel === 'tall');
  const ink = inkOn(bg);
  const strawTop = top - (art.cream ? 160 : vessel === 'tall' ? 90 : 105) * s;
  const straw = capsule(cx + 18 * s, fillBottom - 50 * s, cx + (vessel === 'tall' ? 52 : 62) * s, strawTop, (vessel === 'cup' ? 9 : 7) * s);
  const strawColour = hex(art.straw);

  c.fill(ellipse(cx, base + 3 * s, (bottomHalf + 42) * s, 14 * s), darken(bg, 0.1));

  c.fill(grow(straw, 2.5 * s), ink);
  c.fill(straw, strawColour);
  c.fill(capsule(cx + 15 * s, fillBottom - 40 * s, cx + (vessel === 'tall' ? 48 : 58) * s, strawTop + 4 * s, 2.5 * s), lighten(strawColour, 0.4));

  // Frosted plastic (or glass) over the straw, then the drink, through which the straw still shows a little.
  c.fill(grow(cup, 3 * s), ink);
  c.fill(cup, lighten(bg, 0.8), sealed ? 0.8 : 0.7);
  c.fill(drinkArea, drinkPaint(art, fillTop, fillBottom));
  c.fill(intersect(straw, drinkArea), strawColour, 0.3);

  const surface = fillTop + (art.foam ? FOAM_DEPTH * s : 0);
  if (art.syrup) drawSyrup(c, g, art.syrup, rand);
  if (art.pudding) drawPudding(c, g, art.pudding);
  if (art.beans) drawRedBeans(c, g, art.beans, rand);
  if (art.pearls) drawPearls(c, g, art.pearls, Boolean(art.smallPearls), rand);
  if (art.jelly) drawJelly(c, g, art.jelly, rand);
  if (art.ice) drawIce(c, g, surface, rand);
  if (art.fruit?.length) drawFloatingFruit(c, g, art.fruit, surface, Boolean(art.pearls || art.pudding || art.beans), rand);
  if (art.foam) drawFoam(c, g, art.foam, art.drizzle);
  if (art.foam && art.dust) drawDust(c, g, art.dust, false, rand);
  drawGlassDetails(c, g, bg);

  // The shine of the plastic, over everything inside the cup.
  c.fill(capsule(cx - topHalf + 24 * s, top + 48 * s, cx - bottomHalf + 20 * s, base - 46 * s, 6 * s), WHITE, 0.35);
  c.fill(circle(cx - topHalf + 26 * s, top + 26 * s, 4.5 * s), WHITE, 0.5);

  if (art.cream) {
    drawCreamDome(c, g, art.cream, art.drizzle, bg);
    if (art.dust) drawDust(c, g, art.dust, true, rand);
  }

  // A sealed cup's lip is a broad plastic rim; a glass has a thin one.
  const rim =
    sealed || art.cream
      ? rect(cx - topHalf - 9 * s, top - 8 * s, (topHalf + 9 * s) * 2, 16 * s, 8 * s)
      : rect(cx - topHalf - 3 * s, top - 4 * s, (topHalf + 3 * s) * 2, 8 * s, 4 * s);
  c.fill(grow(rim, 3 * s), ink);
  c.fill(rim, lighten(bg, 0.92));
  if (sealed) {
    // The straw pierces the film, so it passes in front of the rim.
    c.fill(intersect(grow(straw, 2.5 * s), rim), ink);
    c.fill(intersect(straw, rim), strawColour);
  }
  if (art.garnish && !sealed && !art.cream) drawRimGarnish(c, g, art.garnish, rand);
}
