/** A round badge logo for a franchise profile: a cup with pearls and tea leaves. */
import { capsule, circle, darken, grow, hex, intersect, lighten, polygon, rect, subtract, type Canvas, type Shape } from '../raster';

export interface AvatarArt {
  background: string;
  badge: string;
  accent: string;
}

/** A leaf as the lens where two circles overlap, pointing along `angle`. */
function leaf(x: number, y: number, length: number, angle: number): Shape {
  const r = length * 0.75;
  const off = Math.sqrt(r * r - (length / 2) ** 2);
  const nx = -Math.sin(angle) * off;
  const ny = Math.cos(angle) * off;
  return intersect(circle(x + nx, y + ny, r), circle(x - nx, y - ny, r));
}

export function drawAvatar(c: Canvas, art: AvatarArt, size: number): void {
  const k = size / 480;
  const cx = size / 2;
  const badge = hex(art.badge);
  const accent = hex(art.accent);
  const white = lighten(badge, 0.95);

  c.fill(circle(cx, cx + 6 * k, 206 * k), darken(hex(art.background), 0.1));
  c.fill(circle(cx, cx, 206 * k), accent);
  c.fill(circle(cx, cx, 192 * k), badge);
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI) / 18;
    c.fill(circle(cx + Math.cos(a) * 174 * k, cx + Math.sin(a) * 174 * k, 3.2 * k), white, 0.7);
  }

  const top = 168 * k;
  const base = 350 * k;
  const cup = polygon([
    [cx - 72 * k, top],
    [cx + 72 * k, top],
    [cx + 54 * k, base],
    [cx - 54 * k, base],
  ]);
  const straw = capsule(cx + 16 * k, base - 40 * k, cx + 48 * k, top - 76 * k, 9 * k);
  c.fill(straw, darken(accent, 0.1));
  c.fill(cup, white);
  const drink = intersect(grow(cup, -9 * k), rect(cx - 80 * k, top + 42 * k, 160 * k, base - top));
  c.fill(drink, lighten(accent, 0.35));
  for (const [dx, dy] of [
    [-26, -22],
    [0, -20],
    [26, -22],
    [-13, -44],
    [13, -44],
  ]) {
    c.fill(intersect(circle(cx + dx * k, base + dy * k, 11 * k), drink), darken(badge, 0.35));
  }
  c.fill(rect(cx - 82 * k, top - 12 * k, 164 * k, 20 * k, 10 * k), white);
  c.fill(intersect(straw, rect(cx - 82 * k, top - 12 * k, 164 * k, 20 * k)), darken(accent, 0.1));

  const green = hex('#6dbb63');
  c.fill(leaf(cx - 120 * k, cx + 70 * k, 78 * k, -0.9), green);
  c.fill(leaf(cx - 92 * k, cx + 108 * k, 64 * k, -0.2), darken(green, 0.15));
  c.fill(subtract(circle(cx + 118 * k, cx - 90 * k, 14 * k), circle(cx + 124 * k, cx - 96 * k, 12 * k)), white, 0.9);
  c.fill(circle(cx + 126 * k, cx + 96 * k, 7 * k), white, 0.8);
}
