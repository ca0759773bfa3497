/** What floats in a cup: syrup stripes, pearls, jelly, ice, fruit, and the foam or cream on top. */
import {
  band,
  below,
  box,
  circle,
  darken,
  ellipse,
  grow,
  hex,
  intersect,
  lighten,
  rect,
  subtract,
  union,
  WHITE,
  capsule,
  type Bounds,
  type Canvas,
  type Rgb,
  type Shape,
} from '../raster';
import type { CupGeometry } from './cup-geometry';
import { drawFruit, type Fruit } from './fruit';
import { inkOn } from './ink';

/** Brown-sugar "tiger" stripes: slanted, wavy, uneven bands over a pool of syrup. */
export function drawSyrup(c: Canvas, g: CupGeometry, colour: string, rand: () => number) {
  const { cx, s, fillBottom: base, fillTop, topHalf, drinkArea } = g;
  const syrup = hex(colour);
  const across: Bounds = [cx - topHalf, fillTop, cx + topHalf, base];
  c.fill(
    intersect(
      below(across, (x) => base - 58 * s + Math.sin((x - cx) / (16 * s)) * 6 * s),
      drinkArea,
    ),
    syrup,
    0.92,
  );
  for (let k = 0; k < 5; k++) {
    const y0 = fillTop + (48 + k * 46) * s;
    const phase = rand() * 6;
    const stripe = band(
      across,
      (x) => y0 - 0.5 * (x - cx) + Math.sin((x - cx) / (17 * s) + phase) * 9 * s,
      (x) => (6 + 4 * Math.sin((x - cx) / (26 * s) + phase * 2) + k) * s,
    );
    c.fill(intersect(stripe, drinkArea), syrup, 0.55 + k * 0.08);
  }
}

/** Rows of pearls settled at the bottom, the top row thinned out. */
export function drawPearls(c: Canvas, g: CupGeometry, colour: string, small: boolean, rand: () => number) {
  const { cx, s, fillBottom: base, wall, drinkArea } = g;
  const pearl = hex(colour);
  const r = (small ? 8.5 : 12.5) * s;
  const rows = small ? 4 : 3;
  for (let row = 0; row < rows; row++) {
    const y = base - wall - r - row * r * 1.7;
    const half = g.halfWidthAt(y) - wall - r * 0.7;
    const count = Math.floor((2 * half) / (2.1 * r)) + 1;
    for (let i = 0; i < count; i++) {
      if (row === rows - 1 && rand() < 0.4) continue;
      const x = cx - half + (i + (row % 2) * 0.5) * ((2 * half) / Math.max(1, count - 0.5)) + (rand() - 0.5) * 3 * s;
      const py = y + (rand() - 0.5) * 3 * s;
      c.fill(intersect(circle(x, py, r), drinkArea), pearl);
      c.fill(intersect(circle(x - r * 0.35, py - r * 0.35, r * 0.28), drinkArea), lighten(pearl, 0.55), 0.8);
    }
  }
}

export function drawJelly(c: Canvas, g: CupGeometry, colour: string, rand: () => number) {
  const { cx, s, fillBottom: base, bottomHalf, drinkArea } = g;
  const jelly = hex(colour);
  for (let i = 0; i < 7; i++) {
    const x = cx + (rand() - 0.5) * 2 * (bottomHalf - 25 * s);
    const y = base - (40 + rand() * 90) * s;
    c.fill(intersect(box(x, y, 26 * s, 26 * s, 4 * s, rand() * Math.PI), drinkArea), jelly, 0.9);
    c.fill(intersect(box(x - 3 * s, y - 3 * s, 12 * s, 12 * s, 3 * s, 0.3), drinkArea), lighten(jelly, 0.4), 0.7);
  }
}

/** Three translucent cubes just under the surface (or under the foam). */
export function drawIce(c: Canvas, g: CupGeometry, surface: number, rand: () => number) {
  const { cx, s, drinkArea } = g;
  for (const [dx, dy] of [
    [-40, 58],
    [38, 44],
    [2, 104],
  ] as const) {
    const x = cx + dx * s;
    const y = surface + dy * s;
    const turn = (rand() - 0.5) * 0.9;
    c.fill(intersect(box(x, y, 50 * s, 50 * s, 8 * s, turn), drinkArea), WHITE, 0.45);
    c.fill(intersect(box(x - 6 * s, y - 6 * s, 24 * s, 24 * s, 5 * s, turn), drinkArea), WHITE, 0.4);
  }
}

/** Fruit pressed against the front of the cup, kept above the pearls. */
export function drawFloatingFruit(c: Canvas, g: CupGeometry, fruit: readonly Fruit[], surface: number, hasPearls: boolean, rand: () => number) {
  const { cx, s, drinkArea } = g;
  const lift = hasPearls ? 30 * s : 0;
  (
    [
      [-52, 92],
      [48, 132],
      [-8, 170],
      [56, 70],
    ] as const
  ).forEach(([dx, dy], i) => drawFruit(c, fruit[i % fruit.length], cx + dx * s, surface + dy * s - lift, 30 * s, rand() * Math.PI * 2, drinkArea));
}

export const FOAM_DEPTH = 54;

/** A foam cap with a scalloped lower edge, optionally with a ribbon of sauce. */
export function drawFoam(c: Canvas, g: CupGeometry, colour: string, drizzle: string | undefined) {
  const { cx, s, fillTop, topHalf, inner } = g;
  const edge = fillTop + (FOAM_DEPTH - 10) * s;
  const bumps: Shape[] = [rect(cx - topHalf, fillTop, topHalf * 2, edge - fillTop)];
  for (let x = cx - topHalf; x <= cx + topHalf; x += 17 * s) bumps.push(circle(x, edge, 10 * s));
  c.fill(intersect(union(...bumps), inner), hex(colour));
  if (drizzle) {
    const wave = band([cx - topHalf, fillTop, cx + topHalf, edge], (x) => fillTop + 18 * s + Math.sin((x - cx) / (14 * s)) * 6 * s, 3.2 * s);
    c.fill(intersect(wave, inner), hex(drizzle));
  }
}

/** Whipped cream swirls under a clear dome lid. */
export function drawCreamDome(c: Canvas, g: CupGeometry, colour: string, drizzle: string | undefined, bg: Rgb) {
  const { cx, s, top, topHalf } = g;
  const cream = hex(colour);
  const swirls = [
    ellipse(cx, top - 6 * s, 98 * s, 26 * s),
    ellipse(cx - 2 * s, top - 36 * s, 82 * s, 25 * s),
    ellipse(cx + 2 * s, top - 64 * s, 60 * s, 22 * s),
    ellipse(cx + 6 * s, top - 88 * s, 30 * s, 16 * s),
  ];
  for (const swirl of swirls) {
    c.fill(swirl, darken(cream, 0.09));
    c.fill(grow(swirl, -3 * s), cream);
  }
  if (drizzle) {
    const creamShape = union(...swirls);
    for (const [y, phase] of [
      [top - 28 * s, 0],
      [top - 58 * s, 1.7],
    ] as const) {
      const wave = band([cx - topHalf, y - 20 * s, cx + topHalf, y + 20 * s], (x) => y + Math.sin((x - cx) / (12 * s) + phase) * 9 * s, 3.5 * s);
      c.fill(intersect(wave, creamShape), hex(drizzle));
    }
  }

  const dome = ellipse(cx, top, topHalf + 6 * s, 125 * s);
  const above = rect(cx - topHalf - 20 * s, top - 140 * s, (topHalf + 20 * s) * 2, 140 * s);
  c.fill(intersect(dome, above), lighten(bg, 0.9), 0.25);
  c.fill(intersect(subtract(grow(dome, 1.8 * s), grow(dome, -1.8 * s)), above), inkOn(bg), 0.85);
  c.fill(capsule(cx - topHalf + 30 * s, top - 60 * s, cx - topHalf + 52 * s, top - 92 * s, 4 * s), WHITE, 0.55);
}

/** A slab of egg pudding settled at the bottom, with its caramel top. */
export function drawPudding(c: Canvas, g: CupGeometry, colour: string) {
  const { cx, s, fillBottom, wall, drinkArea } = g;
  const pudding = hex(colour);
  const height = 46 * s;
  const half = g.halfWidthAt(fillBottom - height) - wall;
  c.fill(intersect(rect(cx - half, fillBottom - height, half * 2, height), drinkArea), pudding);
  c.fill(
    intersect(
      band([cx - half, fillBottom - height - 6 * s, cx + half, fillBottom - height + 10 * s], (x) => fillBottom - height + Math.sin((x - cx) / (10 * s)) * 2 * s, 4 * s),
      drinkArea,
    ),
    darken(pudding, 0.35),
  );
}

/** Sweet red beans heaped at the bottom. */
export function drawRedBeans(c: Canvas, g: CupGeometry, colour: string, rand: () => number) {
  const { cx, s, fillBottom, wall, drinkArea } = g;
  const bean = hex(colour);
  for (let i = 0; i < 34; i++) {
    const rise = rand() * rand() * 48 * s;
    const half = g.halfWidthAt(fillBottom - rise) - wall - 8 * s;
    const x = cx + (rand() * 2 - 1) * half;
    const y = fillBottom - 6 * s - rise;
    c.fill(intersect(ellipse(x, y, 7 * s, 5 * s), drinkArea), i % 3 ? bean : darken(bean, 0.2));
    c.fill(intersect(circle(x - 2 * s, y - 2 * s, 1.6 * s), drinkArea), lighten(bean, 0.5), 0.8);
  }
}

/** Powder dusted over a foam cap or cream (matcha, cocoa, cinnamon). */
export function drawDust(c: Canvas, g: CupGeometry, colour: string, domed: boolean, rand: () => number) {
  const { cx, s, top, fillTop, topHalf } = g;
  const dust = hex(colour);
  const y0 = domed ? top - 100 * s : fillTop;
  const depth = domed ? 90 * s : 16 * s;
  const spread = domed ? 70 * s : topHalf - 14 * s;
  for (let i = 0; i < 90; i++) {
    const y = y0 + rand() * depth;
    const across = domed ? spread * Math.min(1, (y - y0) / depth + 0.25) : spread;
    c.fill(circle(cx + (rand() * 2 - 1) * across, y, (0.9 + rand() * 1.3) * s), dust, 0.85);
  }
}

/** A garnish on the rim of an open glass: a fruit slice cut to sit on the edge, or a sprig of mint. */
export function drawRimGarnish(c: Canvas, g: CupGeometry, garnish: Fruit | 'mint', rand: () => number) {
  const { cx, s, top, topHalf } = g;
  const x = cx - topHalf + 26 * s;
  if (garnish === 'mint') {
    const leaf = hex('#4c9a52');
    for (const [dx, dy, turn] of [
      [0, -20, -0.5],
      [18, -30, 0.4],
      [-16, -28, -1.1],
    ] as const) {
      c.fill(box(x + dx * s, top + dy * s, 30 * s, 16 * s, 8 * s, turn), leaf);
      c.fill(
        capsule(x + dx * s - Math.cos(turn) * 10 * s, top + dy * s - Math.sin(turn) * 10 * s, x + dx * s + Math.cos(turn) * 10 * s, top + dy * s + Math.sin(turn) * 10 * s, 1 * s),
        lighten(leaf, 0.45),
      );
    }
    return;
  }
  // The slice stands on the rim, cut to its middle so it sits astride the glass.
  drawFruit(c, garnish, x, top - 6 * s, 36 * s, rand() * Math.PI, subtract(circle(x, top - 6 * s, 40 * s), rect(x - 3 * s, top - 6 * s, 6 * s, 60 * s)));
}
