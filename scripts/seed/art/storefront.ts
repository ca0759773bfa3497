/**
 * A shop front for a location card (640x400): facade, sign board, striped
 * awning with scallops, shop window with drinks on the counter, door, plants.
 * `doorSide` mirrors the layout so neighbouring cards differ.
 */
import { capsule, circle, darken, grow, hex, intersect, lighten, mix, polygon, rect, union, type Canvas, type Rgb, type Shape } from '../raster';
import { drawCup } from './cup';
import { inkOn } from './ink';

export interface StorefrontArt {
  sky: string;
  facade: string;
  /** Cornice, sign board and window frames. */
  trim: string;
  awning: [string, string];
  door: string;
  doorSide: 'left' | 'right';
  plants?: boolean;
  /** Horizontal siding lines on the facade. */
  siding?: boolean;
}

export const STOREFRONT_SIZE = { width: 640, height: 400 } as const;

const WINDOW_DRINKS = [
  { drink: '#c89f74', pearls: '#3b2416', straw: '#ff7a9a' },
  { drink: '#f4a3b8', drinkTop: '#fde1e8', straw: '#58b4a0' },
  { drink: '#9ccf6a', ice: true, straw: '#f29c38' },
];

export function drawStorefront(c: Canvas, art: StorefrontArt, rand: () => number): void {
  const W = STOREFRONT_SIZE.width;
  const sky = hex(art.sky);
  const ink = inkOn(sky);
  const facade = hex(art.facade);
  const trim = hex(art.trim);
  // Mirrors an x range so the same layout serves both door sides.
  const at = (x: number, w: number) => (art.doorSide === 'right' ? x : W - x - w);
  const outlined = (shape: Shape, colour: Rgb, width = 2.5) => {
    c.fill(grow(shape, width), ink);
    c.fill(shape, colour);
  };

  c.fill(circle(at(560, 0), 32, 24), mix(sky, hex('#fff3b0'), 0.85));
  for (let i = 0; i < 2; i++) {
    const x = 60 + i * 360 + rand() * 120;
    const y = 18 + rand() * 14;
    c.fill(union(circle(x, y + 6, 16), circle(x + 22, y - 4, 22), circle(x + 46, y + 6, 15), rect(x, y + 4, 46, 17, 8)), lighten(sky, 0.75), 0.9);
  }

  const ground = hex('#d8d0c4');
  c.fill(rect(0, 338, W, 62), mix(ground, sky, 0.15));
  c.fill(rect(0, 338, W, 5), darken(ground, 0.15));
  for (let x = 40; x < W; x += 90) c.fill(rect(x, 343, 2, 57), darken(ground, 0.08));

  const building = rect(80, 70, 480, 270);
  outlined(building, facade, 3);
  if (art.siding) for (let y = 150; y < 336; y += 16) c.fill(rect(80, y, 480, 1.6), darken(facade, 0.08));
  outlined(rect(66, 56, 508, 22, 4), trim);
  c.fill(rect(80, 80, 480, 6), darken(facade, 0.12));

  outlined(rect(150, 96, 340, 50, 12), trim);
  const signInk = lighten(trim, 0.92);
  c.fill(circle(at(186, 0), 121, 18), signInk);
  c.fill(
    polygon([
      [at(179, 0), 112],
      [at(193, 0), 112],
      [at(190, 0), 131],
      [at(182, 0), 131],
    ]),
    trim,
  );
  c.fill(rect(at(220, 170), 108, 170, 13, 6.5), signInk);
  c.fill(rect(at(220, 110), 127, 110, 8, 4), signInk, 0.7);

  drawAwning(c, art, ink);

  const winX = at(116, 250);
  outlined(rect(winX, 226, 250, 106, 4), trim, 3);
  const glass = mix(hex('#bfe3ec'), sky, 0.25);
  const pane = rect(winX + 9, 235, 232, 88, 2);
  c.fill(pane, glass);
  c.fill(rect(winX + 9, 300, 232, 23), darken(glass, 0.18));
  WINDOW_DRINKS.forEach((drink, i) => drawCup(c, drink, { cx: winX + 62 + i * 63, base: 300, scale: 0.17 }, glass, rand));
  for (const dx of [40, 150]) {
    c.fill(
      intersect(
        polygon([
          [winX + dx, 235],
          [winX + dx + 36, 235],
          [winX + dx - 30, 323],
          [winX + dx - 66, 323],
        ]),
        pane,
      ),
      [255, 255, 255],
      0.25,
    );
  }
  c.fill(rect(winX + 121, 235, 8, 88), trim);
  outlined(rect(winX - 6, 328, 262, 8, 3), lighten(trim, 0.2), 2);

  const doorX = at(404, 76);
  const door = hex(art.door);
  outlined(rect(doorX, 214, 76, 126, 3), door, 3);
  c.fill(rect(doorX + 11, 226, 54, 64, 3), glass);
  c.fill(
    intersect(
      polygon([
        [doorX + 30, 226],
        [doorX + 46, 226],
        [doorX + 20, 290],
        [doorX + 4, 290],
      ]),
      rect(doorX + 11, 226, 54, 64),
    ),
    [255, 255, 255],
    0.3,
  );
  c.fill(circle(art.doorSide === 'right' ? doorX + 14 : doorX + 62, 306, 4.5), lighten(door, 0.6));
  c.fill(rect(doorX - 8, 338, 92, 6, 2), darken(ground, 0.25));

  if (art.plants) for (const x of [at(96, 0), at(522, 0)]) drawPlant(c, x, ink);
}

function drawAwning(c: Canvas, art: StorefrontArt, ink: Rgb) {
  const [first, second] = art.awning.map(hex) as [Rgb, Rgb];
  const top = 158;
  const bottom = 204;
  const stripes = 12;
  const topX = (i: number) => 128 + (384 * i) / stripes;
  const bottomX = (i: number) => 108 + (424 * i) / stripes;
  const scallopR = 424 / stripes / 2;
  const shape = union(
    polygon([
      [topX(0), top],
      [topX(stripes), top],
      [bottomX(stripes), bottom],
      [bottomX(0), bottom],
    ]),
    ...Array.from({ length: stripes }, (_, i) => circle(bottomX(i) + scallopR, bottom, scallopR)),
  );
  c.fill(grow(shape, 2.5), ink);
  for (let i = 0; i < stripes; i++) {
    const colour = i % 2 ? second : first;
    c.fill(
      polygon([
        [topX(i), top],
        [topX(i + 1), top],
        [bottomX(i + 1), bottom],
        [bottomX(i), bottom],
      ]),
      colour,
    );
    c.fill(circle(bottomX(i) + scallopR, bottom, scallopR), colour);
  }
  c.fill(rect(topX(0), top, 384, 7), darken(first, 0.2), 0.5);
}

function drawPlant(c: Canvas, x: number, ink: Rgb) {
  const leaf = hex('#4f9a5b');
  const pot = hex('#c8643b');
  for (const [dx, dy, r, shade] of [
    [-14, -56, 20, 0.1],
    [14, -60, 21, 0],
    [0, -82, 22, 0.05],
    [-4, -40, 18, 0.15],
    [12, -38, 16, 0.2],
  ] as const) {
    c.fill(grow(circle(x + dx, 338 + dy, r), 2), ink);
    c.fill(circle(x + dx, 338 + dy, r), darken(leaf, shade));
  }
  const potShape = polygon([
    [x - 24, 300],
    [x + 24, 300],
    [x + 17, 338],
    [x - 17, 338],
  ]);
  c.fill(grow(potShape, 2.5), ink);
  c.fill(potShape, pot);
  c.fill(rect(x - 27, 296, 54, 9, 3), darken(pot, 0.12));
  c.fill(capsule(x - 12, 310, x - 9, 330, 2.5), lighten(pot, 0.3), 0.7);
}
