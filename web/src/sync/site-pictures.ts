/**
 * What the cache holds of the site's pictures, for the page that keeps them
 * (keep-menu-pictures.ts): the menu's series, drinks and toppings, every
 * store, and the drinks My store adds of its own. Read in the worker of
 * prepare-offline.ts, so the page never runs Dexie for it; only pictures'
 * addresses and variants cross over.
 */
import type { Location, PictureSet } from '../lib/contract';
import type { CachedLocation } from '../lib/db';
import { readLocations, refreshLocations } from './resources/locations';
import { readMenuDrinks, readMenuSeries, readToppings } from './resources/menu';

export interface Pictured {
  image: string | null;
  imageSet?: PictureSet;
}

export interface SitePictures {
  series: Pictured[];
  drinks: Pictured[];
  toppings: Pictured[];
  stores: Pictured[];
  /** My store's own drinks. */
  storeDrinks: Pictured[];
  /** My store's id when a fresh list of stores no longer has it (it has closed): the page lets it go. */
  storeClosed?: string;
}

const pictured = ({ image, imageSet }: Pictured): Pictured => (imageSet ? { image, imageSet } : { image });

/** The drinks a store adds of its own, by series, as the cache holds them (a store cached before store menus has none). */
function ownDrinksOf(stores: readonly Partial<Pick<Location, '_id' | 'menu'>>[], storeId: string | undefined): Pictured[] {
  const store = storeId ? stores.find((s) => s._id === storeId) : undefined;
  return store?.menu?.flatMap((s) => s.drinks) ?? [];
}

/**
 * The cached stores, asked for again when they do not hold the visitor's own
 * (unless `fresh`, just asked for): a visitor who picks a store and leaves its
 * page at once can leave before that page's data reaches the cache, and
 * offline its page then had nothing to show. A fresh list without it means the
 * store has closed.
 */
async function storesWith(storeId: string, fresh: boolean): Promise<{ stores: CachedLocation[]; closed: boolean }> {
  const cached = await readLocations();
  if (cached.some((s) => s._id === storeId)) return { stores: cached, closed: false };
  if (fresh) return { stores: cached, closed: true };
  try {
    await refreshLocations();
  } catch {
    return { stores: cached, closed: false }; // Not answered: asked again on the next visit.
  }
  const stores = await readLocations();
  return { stores, closed: !stores.some((s) => s._id === storeId) };
}

/** The cache's pictures, in the menu's and the stores' order; `storesFresh` when the stores were just asked for. */
export async function readSitePictures(myStoreId: string | undefined, storesFresh = false): Promise<SitePictures> {
  const [series, drinks, toppings, { stores, closed }] = await Promise.all([
    readMenuSeries(),
    readMenuDrinks(),
    readToppings(),
    myStoreId ? storesWith(myStoreId, storesFresh) : readLocations().then((stores) => ({ stores, closed: false })),
  ]);
  return {
    series: series.map(pictured),
    drinks: drinks.map(pictured),
    toppings: toppings.map(pictured),
    stores: stores.map(pictured),
    storeDrinks: ownDrinksOf(stores, myStoreId).map(pictured),
    ...(closed && myStoreId && { storeClosed: myStoreId }),
  };
}
