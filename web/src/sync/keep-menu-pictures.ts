/**
 * The menu's pictures for offline. The service worker keeps a picture once a
 * page has shown it, so a visitor who saw the home page and one series had,
 * offline, a menu of drawn cups. A returning visitor's phone (the service
 * worker already answers this page) now fetches, when idle, every series,
 * drink and topping picture of the cached menu, at the variant its cards and
 * the drink's sheet pick on this screen: the worker's picture cache keeps
 * them. So too the drinks that the visitor's own store ('My store') adds of
 * its own, as that store's page draws them. A first visit never does (nothing
 * is spent on someone passing by), nor a phone that asks to save data or is
 * on a 2G connection; and once these pictures are kept, later visits do not
 * ask again.
 */
import { menuPictureSizes } from '../components/ui/menu-picture-sizes';
import type { Location, PictureSet } from '../lib/contract';
import { pictureSrcset } from '../lib/entry-contract';
import type { CachedLocation } from '../lib/db';
import { forgetClosedStore, readMyStore } from '../lib/my-store';
import { loadSync, type SyncRuntime } from './lazy';

/** A picture as a card draws it: the browser picks the variant from `srcset` and `sizes`, as for the card. */
export interface PictureToKeep {
  src: string;
  srcset?: string;
  sizes?: string;
}

interface Pictured {
  image: string | null;
  imageSet?: PictureSet;
}

const KEPT_KEY = 'menu-pictures-kept';
/** One picture in one slot: the same file, variants and sizes the browser would pick from alike. */
const pictureKey = ({ src, srcset = '', sizes = '' }: PictureToKeep) => `${src}|${srcset}|${sizes}`;
/** A few at a time: the pages the visitor opens meanwhile still get the connection. */
const AT_ONCE = 3;

/**
 * Every picture of the menu, in each slot that draws it, once (a series card, a drink's card and sheet, a topping),
 * then those of the drinks a store adds of its own, as its page draws them.
 */
export function menuPicturesToKeep(
  series: readonly Pictured[],
  drinks: readonly Pictured[],
  toppings: readonly Pictured[],
  storeDrinks: readonly Pictured[] = [],
): PictureToKeep[] {
  const slots: [readonly Pictured[], string][] = [
    [series, menuPictureSizes.seriesCard],
    [drinks, menuPictureSizes.drinkCard],
    [drinks, menuPictureSizes.drinkSheet],
    [toppings, menuPictureSizes.topping],
    [storeDrinks, menuPictureSizes.storeMenu],
  ];
  const seen = new Set<string>();
  const pictures: PictureToKeep[] = [];
  for (const [items, sizes] of slots)
    for (const { image, imageSet } of items) {
      if (!image) continue;
      const srcset = pictureSrcset(image, imageSet);
      const picture = srcset ? { src: image, srcset, sizes } : { src: image };
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
 * asks again).
 */
export async function fetchPictures(pictures: readonly PictureToKeep[], atOnce = AT_ONCE): Promise<boolean> {
  const queue = [...pictures];
  let allArrived = true;
  const next = async (): Promise<void> => {
    const picture = queue.shift();
    if (!picture || !navigator.onLine) return;
    if (!(await load(picture))) allArrived = false;
    return next();
  };
  await Promise.all(Array.from({ length: atOnce }, next));
  return allArrived && queue.length === 0;
}

/** The drinks a store adds of its own, by series, as the cache holds them (a store cached before store menus has none). */
function ownDrinksOf(stores: readonly Partial<Pick<Location, '_id' | 'menu'>>[], storeId: string | undefined): Pictured[] {
  const store = storeId ? stores.find((s) => s._id === storeId) : undefined;
  return store?.menu?.flatMap((s) => s.drinks) ?? [];
}

/**
 * The cached stores, asked for again when they do not hold the visitor's own:
 * a visitor who picks a store and leaves its page at once can leave before
 * that page's data reaches the cache, and offline its page then had nothing
 * to show. A fresh list without it means the store has closed: My store is
 * let go, and later visits do not ask again.
 */
async function storesWith(sync: SyncRuntime, storeId: string): Promise<CachedLocation[]> {
  const cached = await sync.readLocations();
  if (cached.some((s) => s._id === storeId)) return cached;
  try {
    await sync.refreshLocations();
  } catch {
    return cached; // Not answered: asked again on the next visit.
  }
  const fresh = await sync.readLocations();
  if (!fresh.some((s) => s._id === storeId)) forgetClosedStore(storeId);
  return fresh;
}

/** Keeps the cached menu's pictures on a returning visit (see above); never fails the page. */
export async function keepMenuPictures(): Promise<void> {
  try {
    if (!mayKeepPictures(navigator)) return;
    // The cache as the screens read it: primed with this page's data first, in the menu's order.
    const sync = await loadSync();
    const myStore = readMyStore();
    const [series, drinks, toppings, stores] = await Promise.all([sync.readMenuSeries(), sync.readMenuDrinks(), sync.readToppings(), myStore ? storesWith(sync, myStore.id) : []]);
    const pictures = menuPicturesToKeep(series, drinks, toppings, ownDrinksOf(stores, myStore?.id));
    if (!pictures.length) return;
    const key = keptFor(pictures, `${window.innerWidth}x${window.devicePixelRatio}`);
    if (localStorage.getItem(KEPT_KEY) === key) return;
    if (await fetchPictures(pictures)) localStorage.setItem(KEPT_KEY, key);
  } catch {
    // A cache or storage that cannot be read keeps nothing: the pictures are still fetched when shown.
  }
}
