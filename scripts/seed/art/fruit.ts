/** Fruit pieces shared by cups (floating in the drink) and waffles (on the ice cream). */
import { box, capsule, circle, ellipse, hex, intersect, lighten, polygon, subtract, union, type Canvas, type Rgb, type Shape } from '../raster';

export type Fruit = 'lemon' | 'orange' | 'lime' | 'grapefruit' | 'kiwi' | 'strawberry' | 'mango' | 'grape' | 'peach';

const CITRUS: Record<'lemon' | 'orange' | 'lime' | 'grapefruit', { rind: string; flesh: string }> = {
  lemon: { rind: '#f2c81f', flesh: '#fbe57a' },
  orange: { rind: '#f08a1c', flesh: '#ffb54d' },
  lime: { rind: '#4f9e2d', flesh: '#b4dd6b' },
  grapefruit: { rind: '#f07a4f', flesh: '#ff9f8a' },
};

/** Clip each fruit piece to `within` (the drink), or paint it freely when undefined. */
const clip = (s: Shape, within?: Shape) => (within ? intersect(s, within) : s);

function citrusSlice(c: Canvas, kind: keyof typeof CITRUS, x: number, y: number, r: number, turn: number, within?: Shape) {
  const rind = hex(CITRUS[kind].rind);
  const flesh = hex(CITRUS[kind].flesh);
  const pith = lighten(flesh, 0.7);
  c.fill(clip(circle(x, y, r), within), rind);
  c.fill(clip(circle(x, y, r * 0.86), within), pith);
  c.fill(clip(circle(x, y, r * 0.8), within), flesh);
  for (let i = 0; i < 8; i++) {
    const a = turn + (i * Math.PI) / 4;
    const spoke = capsule(x, y, x + Math.cos(a) * r * 0.78, y + Math.sin(a) * r * 0.78, Math.max(1, r * 0.05));
    c.fill(clip(spoke, within), pith);
  }
  c.fill(clip(circle(x, y, r * 0.12), within), pith);
}

function kiwiSlice(c: Canvas, x: number, y: number, r: number, turn: number, within?: Shape) {
  c.fill(clip(circle(x, y, r), within), hex('#7a5a2f'));
  c.fill(clip(circle(x, y, r * 0.92), within), hex('#8cc63f'));
  c.fill(clip(circle(x, y, r * 0.55), within), hex('#b5dc6a'));
  c.fill(clip(ellipse(x, y, r * 0.28, r * 0.22), within), hex('#f3f6d8'));
  for (let i = 0; i < 12; i++) {
    const a = turn + (i * Math.PI) / 6;
    c.fill(clip(circle(x + Math.cos(a) * r * 0.42, y + Math.sin(a) * r * 0.42, Math.max(1.2, r * 0.06)), within), hex('#2b2118'));
  }
}

function strawberrySlice(c: Canvas, x: number, y: number, r: number, turn: number, within?: Shape) {
  const heart = (k: number): Shape => {
    const rotate = (px: number, py: number): [number, number] => [x + (px * Math.cos(turn) - py * Math.sin(turn)) * k, y + (px * Math.sin(turn) + py * Math.cos(turn)) * k];
    const [lx, ly] = rotate(-r * 0.42, -r * 0.25);
    const [rx, ry] = rotate(r * 0.42, -r * 0.25);
    return union(circle(lx, ly, r * 0.58 * k), circle(rx, ry, r * 0.58 * k), polygon([rotate(-r * 0.98, -r * 0.05), rotate(r * 0.98, -r * 0.05), rotate(0, r * 1.05)]));
  };
  c.fill(clip(heart(1), within), hex('#e23a4d'));
  c.fill(clip(heart(0.74), within), hex('#ff8f98'));
  c.fill(clip(heart(0.4), within), hex('#ffd3d3'));
  for (const [px, py] of [
    [-0.55, -0.3],
    [0.55, -0.3],
    [-0.3, 0.3],
    [0.3, 0.3],
    [0, 0.7],
  ] as const) {
    const sx = x + (px * Math.cos(turn) - py * Math.sin(turn)) * r * 0.86;
    const sy = y + (px * Math.sin(turn) + py * Math.cos(turn)) * r * 0.86;
    c.fill(clip(ellipse(sx, sy, r * 0.05 + 0.6, r * 0.08 + 0.6), within), hex('#ffe08a'));
  }
}

function peachSlice(c: Canvas, x: number, y: number, r: number, turn: number, within?: Shape) {
  // A wedge cut from a round peach: blushing skin on the outer curve, paler flesh towards the stone.
  const dx = Math.cos(turn) * r * 0.7;
  const dy = Math.sin(turn) * r * 0.7;
  const wedge = (k: number) => subtract(circle(x, y, r * k), circle(x + dx, y + dy, r * 0.78));
  c.fill(clip(wedge(1), within), hex('#ef7f5a'));
  c.fill(clip(wedge(0.9), within), hex('#fbb46e'));
  c.fill(clip(wedge(0.62), within), hex('#ffd9a0'));
}

function mangoCube(c: Canvas, x: number, y: number, r: number, turn: number, within?: Shape) {
  c.fill(clip(box(x, y, r * 1.5, r * 1.5, r * 0.25, turn), within), hex('#ffb31f'));
  c.fill(clip(box(x - r * 0.12, y - r * 0.12, r * 0.9, r * 0.9, r * 0.2, turn), within), hex('#ffd05c'));
}

function grape(c: Canvas, x: number, y: number, r: number, _turn: number, within?: Shape) {
  const skin: Rgb = hex('#6b3fa0');
  c.fill(clip(circle(x, y, r * 0.8), within), skin);
  c.fill(clip(circle(x, y, r * 0.6), within), hex('#b9d77e'));
  c.fill(clip(circle(x - r * 0.22, y - r * 0.22, r * 0.18), within), lighten(skin, 0.8));
}

const DRAW: Record<Fruit, (c: Canvas, x: number, y: number, r: number, turn: number, within?: Shape) => void> = {
  lemon: (c, ...rest) => citrusSlice(c, 'lemon', ...rest),
  orange: (c, ...rest) => citrusSlice(c, 'orange', ...rest),
  lime: (c, ...rest) => citrusSlice(c, 'lime', ...rest),
  grapefruit: (c, ...rest) => citrusSlice(c, 'grapefruit', ...rest),
  kiwi: kiwiSlice,
  strawberry: strawberrySlice,
  mango: mangoCube,
  grape,
  peach: peachSlice,
};

export function drawFruit(c: Canvas, kind: Fruit, x: number, y: number, r: number, turn: number, within?: Shape): void {
  DRAW[kind](c, x, y, r, turn, within);
}
