/** RGB, channels 0..255; fractions are fine, they are rounded once when the picture is encoded. */
export type Rgb = readonly [number, number, number];

export const hex = (css: string): Rgb => {
  const m = /^#([0-9a-f]{6})$/i.exec(css);
  if (!m) throw new Error(`expected a #rrggbb colour, got ${css}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const lighten = (c: Rgb, t: number) => mix(c, WHITE, t);
export const darken = (c: Rgb, t: number) => mix(c, BLACK, t);
