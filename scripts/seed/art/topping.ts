/**
 * A topping in a small glass bowl, seen from a little above: the bowl, then
 * its pieces heaped inside (pearls, popping spheres, jelly cubes, beans, a
 * pudding dome or a foam cap), in the flat shapes and soft highlights of the
 * drink pictures.
 */
import { box, circle, darken, ellipse, hex, intersect, lighten, mix, union, type Canvas, type Rgb } from '../raster';

export type ToppingPieces =
  | { kind: 'pearls'; colour: string; size?: number }
  | { kind: 'popping'; colour: string }
  | { kind: 'cubes'; colour: string; clear?: boolean }
  | { kind: 'beans'; colour: string }
  | { kind: 'dome'; colour: string; caramel?: string }
  | { kind: 'foam'; colour: string; dust?: string };

export interface ToppingArt {
  pieces: ToppingPieces;
}

const GLASS: Rgb = [232, 242, 248];

/** The bowl: a rim ellipse over a rounded body; answers the shape pieces are kept inside. */
function bowl(c: Canvas, cx: number, cy: number, r: number, bg: Rgb) {
  const body = union(ellipse(cx, cy, r, r * 0.36), intersect(ellipse(cx, cy, r, r * 0.95), box(cx, cy + r * 0.5, r * 2.2, r)));
  c.fill(ellipse(cx, cy + r * 0.98, r * 0.78, r * 0.12), darken(bg, 0.12), 0.6);
  c.fill(body, mix(GLASS, bg, 0.25), 0.9);
  c.fill(ellipse(cx, cy, r, r * 0.36), lighten(GLASS, 0.4));
  return { inside: ellipse(cx, cy + r * 0.02, r * 0.9, r * 0.3), body };
}

export function drawTopping(c: Canvas, art: ToppingArt, cx: number, cy: number, r: number, bg: Rgb, rand: () => number) {
  const { inside } = bowl(c, cx, cy, r, bg);
  const p = art.pieces;
  const colour = hex(p.colour);
  // Pieces sit in the bowl's opening and heap a little above it.
  const spots = (n: number, size: number) =>
    Array.from({ length: n }, () => {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand());
      return [cx + Math.cos(a) * d * r * 0.78, cy + Math.sin(a) * d * r * 0.24 - rand() * size * 0.6] as const;
    }).sort((a, b) => a[1] - b[1]);
  if (p.kind === 'foam' || p.kind === 'dome') {
    c.fill(inside, darken(colour, 0.05));
    const top = p.kind === 'dome' ? ellipse(cx, cy - r * 0.12, r * 0.62, r * 0.42) : ellipse(cx, cy - r * 0.06, r * 0.92, r * 0.36);
    c.fill(top, colour);
    c.fill(ellipse(cx - r * 0.2, cy - r * 0.24, r * 0.22, r * 0.08), lighten(colour, 0.5), 0.8);
    if (p.kind === 'dome' && p.caramel) c.fill(intersect(top, ellipse(cx, cy - r * 0.45, r * 0.6, r * 0.22)), hex(p.caramel));
    if (p.kind === 'foam' && p.dust) for (const [x, y] of spots(40, 2)) c.fill(circle(x, y - r * 0.05, r * 0.012), hex(p.dust));
    return;
  }
  c.fill(inside, darken(colour, 0.25), 0.5);
  const size = p.kind === 'pearls' ? r * (p.size ?? 0.1) : p.kind === 'popping' ? r * 0.12 : p.kind === 'beans' ? r * 0.07 : r * 0.14;
  for (const [x, y] of spots(p.kind === 'beans' ? 70 : 34, size)) {
    if (p.kind === 'cubes') {
      const cube = box(x, y, size * 1.5, size * 1.3, size * 0.25, (rand() - 0.5) * 0.8);
      c.fill(cube, colour, p.clear ? 0.7 : 1);
      c.fill(box(x - size * 0.3, y - size * 0.3, size * 0.5, size * 0.25, size * 0.1), lighten(colour, 0.6), 0.8);
    } else if (p.kind === 'beans') {
      c.fill(ellipse(x, y, size * 1.2, size * 0.8), colour);
      c.fill(circle(x - size * 0.4, y - size * 0.3, size * 0.25), lighten(colour, 0.4));
    } else {
      c.fill(circle(x, y, size), colour, p.kind === 'popping' ? 0.85 : 1);
      c.fill(circle(x - size * 0.35, y - size * 0.35, size * 0.3), lighten(colour, p.kind === 'popping' ? 0.75 : 0.35));
    }
  }
}
