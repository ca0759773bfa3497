/**
 * The whole public site in the cache, whatever page the visit began on: the
 * menu (and with it every series page and /nutrition), the stores and their
 * pages, the stores on the way, the brand profile, the social counts, and the
 * approved reviews of every drink of the menu. A rendered page carries only
 * its own data (prime-worker.ts), so a visit to / alone left /locations,
 * every store page and every drink's reviews saying "We couldn't reach the
 * server" offline. Runs in a worker (prepare-offline-worker.ts), never on the
 * page's thread.
 */
import { refreshApprovedReviews } from './resources/approved-reviews';
import { refreshBrandProfile } from './resources/brand-profile';
import { refreshComingSoon } from './resources/coming-soon';
import { refreshLocations } from './resources/locations';
import { readMenuDrinks, refreshMenu } from './resources/menu';
import { refreshSocial } from './resources/social';
import { readSitePictures, type SitePictures } from './site-pictures';

/** Reviews are asked for a few drinks at a time: the pages the visitor opens meanwhile still get the connection. */
const REVIEWS_AT_ONCE = 3;

export interface PrepareRequest {
  /** Ask the server for everything again (the page does so once a day); otherwise only read what the cache holds. */
  refresh: boolean;
  myStoreId?: string;
}

export interface PrepareAnswer {
  /** Every refresh asked for was answered and stored. */
  stored: boolean;
  pictures: SitePictures;
}

const succeeded = (run: () => Promise<void>) =>
  run().then(
    () => true,
    () => false,
  );

/** Before each request: nothing to wait for, unless the page says the visitor is tapping (steps-aside.ts). */
type BeforeEach = () => Promise<void>;
const atOnce = async () => {};

/** Runs `task` on each item, `atOnce` at a time; answers whether every one succeeded. */
async function eachFewAtATime<T>(items: readonly T[], atOnce: number, task: (item: T) => Promise<void>): Promise<boolean> {
  const queue = [...items];
  let all = true;
  const next = async (): Promise<void> => {
    const item = queue.shift();
    if (item === undefined) return;
    if (!(await succeeded(() => task(item)))) all = false;
    return next();
  };
  await Promise.all(Array.from({ length: atOnce }, next));
  return all;
}

/** Asks for every public resource and stores it; answers which parts arrived (a failed one keeps what was cached). */
export async function storePublicSite(beforeEach: BeforeEach = atOnce): Promise<{ all: boolean; locations: boolean }> {
  const resources = [refreshMenu, refreshLocations, refreshComingSoon, refreshBrandProfile, refreshSocial];
  const [menu, locations, ...rest] = await Promise.all(resources.map((refresh) => succeeded(() => beforeEach().then(refresh))));
  // The drinks as the cache now holds them: the fresh menu's, or the one cached before when it did not come.
  const drinks = await readMenuDrinks();
  const reviews = await eachFewAtATime(drinks, REVIEWS_AT_ONCE, (drink) => beforeEach().then(() => refreshApprovedReviews(drink._id)));
  return { all: menu && locations && rest.every(Boolean) && reviews, locations };
}

export async function prepareSite({ refresh, myStoreId }: PrepareRequest, beforeEach: BeforeEach = atOnce): Promise<PrepareAnswer> {
  const stored = refresh ? await storePublicSite(beforeEach) : { all: true, locations: false };
  return { stored: stored.all, pictures: await readSitePictures(myStoreId, stored.locations) };
}
