/**
 * The site's pictures for offline. The service worker keeps a picture once a
 * page has shown it, so a visitor who saw the home page and one series had,
 * offline, a menu of drawn cups. Once the service worker answers the page (on
 * a first visit too: it claims the page it was installed from), the phone
 * fetches, when idle, every series, drink and topping picture of the cached
 * menu, at the variant its cards and the drink's sheet pick on this screen,
 * and every store's picture as /locations, its dialog and the store's page
 * draw it: the worker's picture cache keeps them. So too the drinks that the
 * visitor's own store ('My store') adds of its own, as that store's page draws
 * them. Not before the service worker answers (it would not keep them), nor
 * on a phone that asks to save data or is on a 2G connection; and once these
 * pictures are kept, later visits do not ask again. What the cache holds is
 * read off the page's thread (site-pictures.ts), so this module loads no Dexie.
 */
import { menuPictureSizes } from '../components/ui/menu-picture-sizes';
import { pictureSrcset } from '../lib/entry-contract';
import { forgetClosedStore, readMyStore } from '../lib/my-store';
import type { Pictured, SitePictures } from './site-pictures';

/** A picture as a card draws it: the browser picks the variant from `srcset` and `sizes`, as for the card. */
export interface PictureToKeep {
  src: string;
  srcset?: string;
  sizes?: string;
}

const KEPT_KEY = 'menu-pictures-kept';
/** One picture in one slot: the same file, variants and sizes the browser would pick from alike. */
const pictureKey = ({ src, srcset = '', sizes = '' }: PictureToKeep) => `${src}|${srcset}|${sizes}`;
/** A few at a time: the pages the visitor opens meanwhile still get the connection. */
const AT_ONCE = 3;

/**
 * Every picture of the menu, in each slot that draws it, once (a series card, a drink's card and sheet, a topping),
 * then those of the drinks a store adds of its own, as its page draws them, then each store's own picture (its
 * card on /locations, its dialog, and its page, which draws the picture as it was uploaded).
 */
export function menuPicturesToKeep(
  series: readonly Pictured[],
  drinks: readonly Pictured[],
  toppings: readonly Pictured[],
  storeDrinks: readonly Pictured[] = [],
  stores: readonly Pictured[] = [],
): PictureToKeep[] {
  const slots: [readonly Pictured[], string | null][] = [
    [series, menuPictureSizes.seriesCard],
    [drinks, menuPictureSizes.drinkCard],
    [drinks, menuPictureSizes.drinkSheet],
    [toppings, menuPictureSizes.topping],
    [storeDrinks, menuPictureSizes.storeMenu],
    [stores, menuPictureSizes.storeCard],
    [stores, menuPictureSizes.storeDialog],
    [stores, null],
  ];
  const seen = new Set<string>();
  const pictures: PictureToKeep[] = [];
  for (const [items, sizes] of slots)
    for (const { image, imageSet } of items) {
      if (!image) continue;
      const srcset = sizes === null ? undefined : pictureSrcset(image, imageSet);
      const picture = srcset && sizes ? { src: image, srcset, sizes } : { src: image };
      const key = pictureKey(picture);
      if (seen.has(key)) continue;
      seen.add(key);
      pictures.push(picture);
    }
  return pictures;
}

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this visit may spend the connection on pictures nobody has asked to see yet. */
export function mayKeepPictures(nav: { onLine: boolean; connection?: Connection; serviceWorker?: { controller: unknown } }): boolean {
  if (!nav.onLine || !nav.serviceWorker?.controller) return false;
  const connection = nav.connection;
  return !connection?.saveData && connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}

/**
 * What the pictures were kept for, as a short fingerprint: the same menu seen
 * on a screen of the same width and density picks the same variants.
 */
export function keptFor(pictures: readonly PictureToKeep[], screen: string): string {
  const text = `${screen} ${pictures.map(pictureKey).join(' ')}`;
  // FNV-1a, 32 bits: enough to tell one menu from the next on one phone.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${screen} ${pictures.length} ${(hash >>> 0).toString(36)}`;
}

function load({ src, srcset, sizes }: PictureToKeep): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    // `sizes` and `srcset` before `src`: the browser then fetches only the variant it picks.
    if (sizes) img.sizes = sizes;
    if (srcset) img.srcset = srcset;
    img.src = src;
  });
}

/**
 * Fetches the pictures a few at a time; answers whether every one arrived.
 * It stops when the connection goes (what arrived is kept; the next visit
 * asks again). `beforeEach` holds the next picture while the visitor taps.
 */
export async function fetchPictures(pictures: readonly PictureToKeep[], atOnce = AT_ONCE, beforeEach: () => Promise<void> = async () => {}): Promise<boolean> {
  const queue = [...pictures];
  let allArrived = true;
  const next = async (): Promise<void> => {
    await beforeEach();
    const picture = queue.shift();
    if (!picture || !navigator.onLine) return;
    if (!(await load(picture))) allArrived = false;
    return next();
  };
  await Promise.all(Array.from({ length: atOnce }, next));
  return allArrived && queue.length === 0;
}

/**
 * Keeps the site's pictures once the service worker answers this page (see
 * above): `cached` is what the cache holds, read off the page's thread
 * (site-pictures.ts, in the worker of prepare-offline.ts). Answers whether
 * they are all kept (now or on an earlier visit); never fails the page.
 */
export async function keepSitePictures(cached: SitePictures, beforeEach?: () => Promise<void>): Promise<boolean> {
  try {
    const myStore = readMyStore();
    if (myStore && cached.storeClosed === myStore.id) forgetClosedStore(myStore.id);
    if (!mayKeepPictures(navigator)) return false;
    const pictures = menuPicturesToKeep(cached.series, cached.drinks, cached.toppings, cached.storeDrinks, cached.stores);
    if (!pictures.length) return true;
    const key = keptFor(pictures, `${window.innerWidth}x${window.devicePixelRatio}`);
    if (localStorage.getItem(KEPT_KEY) === key) return true;
    if (!(await fetchPictures(pictures, AT_ONCE, beforeEach))) return false;
    localStorage.setItem(KEPT_KEY, key);
    return true;
  } catch {
    // A storage that cannot be read keeps nothing: the pictures are still fetched when shown.
    return false;
  }
}
