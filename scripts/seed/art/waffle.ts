/**
 * A Puffle Waffle: a bubble (egg) waffle rolled into a cone in a paper
 * sleeve, ice-cream scoops in the opening, fruit, sprinkles and sauce on top.
 */
import { band, capsule, circle, darken, ellipse, grow, hex, intersect, lighten, polygon, union, type Canvas, type Rgb, type Shape } from '../raster';
import { drawFruit, type Fruit } from './fruit';
import type { Placement } from './cup-geometry';
import { inkOn } from './ink';

export interface WaffleArt {
  /** One to three ice-cream scoop colours, back to front. */
  scoops: string[];
  /** Waffle batter colour; golden when unset (cocoa or matcha batters differ). */
  batter?: string;
  sleeve: string;
  drizzle?: string;
  fruit?: Fruit[];
  sprinkles?: boolean;
  /** A wafer stick poking out of the ice cream. */
  wafer?: boolean;
}

const SPRINKLES = ['#ff6f91', '#ffc75f', '#4dd4c6', '#845ec2', '#ffffff'].map(hex);

export function drawWaffle(c: Canvas, art: WaffleArt, { cx, base, scale: s }: Placement, bg: Rgb, rand: () => number): void {
  const ink = inkOn(bg);
  const batter = hex(art.batter ?? '#e9a94b');
  const rimY = base - 235 * s;

  c.fill(ellipse(cx, base + 2 * s, 90 * s, 12 * s), darken(bg, 0.1));

  if (art.wafer) {
    const stick = capsule(cx + 20 * s, rimY - 40 * s, cx + 86 * s, rimY - 180 * s, 9 * s);
    c.fill(grow(stick, 2.5 * s), ink);
    c.fill(stick, hex('#c98a3d'));
    c.fill(capsule(cx + 23 * s, rimY - 52 * s, cx + 83 * s, rimY - 176 * s, 2.5 * s), hex('#e8b66d'));
  }

  const scoopSpots: [number, number, number][] = [
    [-46, -28, 64],
    [46, -22, 60],
    [0, -92, 58],
  ];
  const scoopShapes: Shape[] = [];
  const tops: [number, number, number][] = [];
  art.scoops.slice(0, 3).forEach((colour, i) => {
    const [dx, dy, r] = scoopSpots[i];
    const x = cx + dx * s;
    const y = rimY + dy * s;
    tops.push([x, y, r * s]);
    const drips = [circle(x, y, r * s)];
    for (let k = -2; k <= 2; k++) drips.push(circle(x + k * r * 0.36 * s, y + r * 0.72 * s + Math.abs(k) * -4 * s, r * 0.28 * s));
    const scoop = union(...drips);
    scoopShapes.push(scoop);
    const ice = hex(colour);
    c.fill(grow(scoop, 2.5 * s), ink);
    c.fill(scoop, darken(ice, 0.08));
    c.fill(circle(x - 6 * s, y - 6 * s, r * 0.88 * s), ice);
    c.fill(circle(x - r * 0.4 * s, y - r * 0.42 * s, r * 0.16 * s), lighten(ice, 0.6), 0.8);
  });
  const iceCream = union(...scoopShapes);

  if (art.drizzle) {
    const sauce = hex(art.drizzle);
    for (const [y, phase] of [
      [rimY - 60 * s, 0],
      [rimY - 120 * s, 2.1],
    ] as const) {
      const wave = band([cx - 130 * s, y - 24 * s, cx + 130 * s, y + 24 * s], (x) => y + Math.sin((x - cx) / (15 * s) + phase) * 12 * s, 4 * s);
      c.fill(intersect(wave, iceCream), sauce);
    }
  }
  if (art.sprinkles) {
    for (let i = 0; i < 28; i++) {
      const x = cx + (rand() - 0.5) * 220 * s;
      const y = rimY - 20 * s - rand() * 150 * s;
      const a = rand() * Math.PI;
      const bit = capsule(x, y, x + Math.cos(a) * 9 * s, y + Math.sin(a) * 9 * s, 2.6 * s);
      c.fill(intersect(bit, grow(iceCream, -4 * s)), SPRINKLES[i % SPRINKLES.length]);
    }
  }
  if (art.fruit?.length) {
    // One piece on the crown of each scoop, leaning outwards.
    tops.forEach(([x, y, r], i) => {
      const lean = i === 0 ? -0.45 : i === 1 ? 0.45 : 0.1;
      drawFruit(c, art.fruit![i % art.fruit!.length], x + lean * r, y - r * 0.72, 26 * s, rand() * Math.PI * 2);
    });
  }

  // The cone, in front of the scoops' lower halves.
  const cone = union(
    polygon([
      [cx - 112 * s, rimY],
      [cx + 112 * s, rimY],
      [cx + 18 * s, base - 8 * s],
      [cx - 18 * s, base - 8 * s],
    ]),
    ellipse(cx, rimY, 112 * s, 20 * s),
  );
  c.fill(grow(cone, 3 * s), ink);
  c.fill(cone, darken(batter, 0.12));
  const bubble = 15 * s;
  for (let row = 0; row * bubble * 1.75 < base - rimY + 20 * s; row++) {
    const y = rimY - 12 * s + row * bubble * 1.75;
    for (let x = cx - 130 * s + (row % 2) * bubble; x < cx + 130 * s; x += bubble * 2.05) {
      c.fill(intersect(circle(x, y, bubble), grow(cone, -2 * s)), batter);
      c.fill(intersect(circle(x - bubble * 0.35, y - bubble * 0.35, bubble * 0.3), cone), lighten(batter, 0.45), 0.8);
    }
  }

  const sleeveTop = base - 150 * s;
  const sleeve = polygon([
    [cx - 78 * s, sleeveTop],
    [cx + 78 * s, sleeveTop],
    [cx + 22 * s, base],
    [cx - 22 * s, base],
  ]);
  const paper = hex(art.sleeve);
  c.fill(grow(sleeve, 3 * s), ink);
  c.fill(sleeve, paper);
  for (let i = -6; i <= 6; i++) {
    const stripe = capsule(cx + i * 24 * s, sleeveTop, cx + i * 24 * s - 60 * s, base, 5 * s);
    c.fill(intersect(stripe, sleeve), lighten(paper, 0.35));
  }
  c.fill(
    intersect(
      polygon([
        [cx - 80 * s, sleeveTop],
        [cx + 80 * s, sleeveTop],
        [cx + 74 * s, sleeveTop + 16 * s],
        [cx - 74 * s, sleeveTop + 16 * s],
      ]),
      sleeve,
    ),
    darken(paper, 0.15),
  );
}
