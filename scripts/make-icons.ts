/**
 * Draws the PWA icons (our own art: the brown-sugar milk tea cup of the demo
 * menu on the brand colour) into web/public/icons. Run once after changing
 * the art: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawCup, type CupArt } from './seed/art/cup';
import { encodePng } from './seed/png';
import { Canvas, circle, hex, lighten, random } from './seed/raster';

const BRAND = hex('#3a2417');
const CUP: CupArt = { drink: '#b07a4f', drinkTop: '#e6c9a3', pearls: '#2b1a10', syrup: '#5b341c', straw: '#2ec4b6' };

/** `fill` is how much of the icon the cup's height takes (maskable icons keep to the inner safe circle). */
async function icon(size: number, fill: number): Promise<Uint8Array> {
  const c = new Canvas(size, size, BRAND);
  c.fill(circle(size / 2, size / 2, size * 0.42 * (fill / 0.8)), lighten(BRAND, 0.12));
  // The cup art is drawn for a 480-pixel canvas, about 400 pixels tall at scale 1.
  const scale = (size * fill) / 400;
  drawCup(c, CUP, { cx: size / 2, base: size / 2 + (size * fill) / 2, scale }, BRAND, random('icon'));
  return encodePng(c.image());
}

const out = new URL('../web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), await icon(192, 0.8));
writeFileSync(new URL('icon-512.png', out), await icon(512, 0.8));
writeFileSync(new URL('icon-maskable-512.png', out), await icon(512, 0.56));
console.log('Icons written to web/public/icons/');
