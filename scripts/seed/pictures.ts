/**
 * Our own demo pictures, drawn procedurally and encoded as PNG with no
 * dependencies, so the seed carries no third-party images and runs the same in
 * Node and in workerd. A picture depends only on its parameters.
 */
import { drawAvatar, type AvatarArt } from './art/avatar';
import { drawCup, type CupArt, type Placement } from './art/cup';
import { drawStorefront, STOREFRONT_SIZE, type StorefrontArt } from './art/storefront';
import { drawTopping, type ToppingArt } from './art/topping';
import { drawWaffle, type WaffleArt } from './art/waffle';
import { encodePng } from './png';
import { Canvas, circle, hex, lighten, mix, random, type Rgb } from './raster';

export type { AvatarArt, CupArt, StorefrontArt, ToppingArt, WaffleArt };
export type { Fruit } from './art/fruit';

export type DrinkArt = ({ kind: 'cup' } & CupArt) | ({ kind: 'waffle' } & WaffleArt);

export const MENU_PICTURE_SIZE = 480;

/** A soft disc behind the subject and a few confetti dots, so plain backgrounds don't look empty. */
function backdrop(c: Canvas, bg: Rgb, accent: Rgb, rand: () => number) {
  const size = c.width;
  c.fill(circle(size / 2, size * 0.52, size * 0.4), lighten(bg, 0.35));
  for (let i = 0; i < 14; i++) {
    const a = rand() * Math.PI * 2;
    const d = size * (0.42 + rand() * 0.1);
    const x = size / 2 + Math.cos(a) * d;
    const y = size / 2 + Math.sin(a) * d;
    const tone = i % 3 === 0 ? lighten(bg, 0.6) : mix(bg, accent, 0.35);
    c.fill(circle(x, y, size * (0.008 + rand() * 0.012)), tone);
  }
}

function drawDrink(c: Canvas, art: DrinkArt, at: Placement, bg: Rgb, rand: () => number) {
  if (art.kind === 'cup') drawCup(c, art, at, bg, rand);
  else drawWaffle(c, art, at, bg, rand);
}

const accentOf = (art: DrinkArt) => hex(art.kind === 'cup' ? art.straw : art.scoops[0]);

/** One drink on its own, for drink cards. */
export function drinkPicture(art: DrinkArt, background: string): Promise<Uint8Array> {
  const bg = hex(background);
  const rand = random(JSON.stringify([art, background]));
  const c = new Canvas(MENU_PICTURE_SIZE, MENU_PICTURE_SIZE, bg);
  backdrop(c, bg, accentOf(art), rand);
  // Dome lids stand taller, so those cups are drawn a little smaller to keep the straw in frame.
  const at = art.kind === 'waffle' ? { cx: 240, base: 440, scale: 1 } : art.cream ? { cx: 236, base: 440, scale: 0.9 } : { cx: 232, base: 428, scale: 1 };
  drawDrink(c, art, at, bg, rand);
  return encodePng(c.image());
}

/** A topping in its bowl, for the builder and /nutrition. */
export function toppingPicture(art: ToppingArt, background: string): Promise<Uint8Array> {
  const bg = hex(background);
  const rand = random(JSON.stringify([art, background]));
  const c = new Canvas(MENU_PICTURE_SIZE / 2, MENU_PICTURE_SIZE / 2, bg);
  backdrop(c, bg, hex(art.pieces.colour), rand);
  drawTopping(c, art, 120, 118, 92, bg, rand);
  return encodePng(c.image());
}

/** Up to three drinks of a series side by side, the first one in front. */
export function seriesPicture(drinks: readonly DrinkArt[], background: string): Promise<Uint8Array> {
  if (!drinks.length) throw new Error('a series picture needs at least one drink');
  const bg = hex(background);
  const rand = random(JSON.stringify([drinks, background]));
  const c = new Canvas(MENU_PICTURE_SIZE, MENU_PICTURE_SIZE, bg);
  backdrop(c, bg, accentOf(drinks[0]), rand);
  const [front, left, right] = drinks;
  const waffle = front.kind === 'waffle';
  if (left) drawDrink(c, left, { cx: 128, base: 392, scale: waffle ? 0.6 : 0.62 }, bg, rand);
  if (right) drawDrink(c, right, { cx: 352, base: 392, scale: waffle ? 0.6 : 0.62 }, bg, rand);
  drawDrink(c, front, { cx: 240, base: 440, scale: waffle ? 0.78 : 0.8 }, bg, rand);
  return encodePng(c.image());
}

export function storefrontPicture(art: StorefrontArt): Promise<Uint8Array> {
  const c = new Canvas(STOREFRONT_SIZE.width, STOREFRONT_SIZE.height, hex(art.sky));
  drawStorefront(c, art, random(JSON.stringify(art)));
  return encodePng(c.image());
}

export function avatarPicture(art: AvatarArt): Promise<Uint8Array> {
  const c = new Canvas(MENU_PICTURE_SIZE, MENU_PICTURE_SIZE, hex(art.background));
  drawAvatar(c, art, MENU_PICTURE_SIZE);
  return encodePng(c.image());
}
