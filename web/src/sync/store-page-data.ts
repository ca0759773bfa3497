/**
 * Writes the public data a rendered page carried into the cache, as the
 * resources' own refreshes would store it. Runs on the page (prime.ts) or,
 * on a first visit, in a worker beside it (prime-worker.ts).
 */
import { storeBrandProfile } from './resources/brand-profile';
import { storeComingSoon } from './resources/coming-soon';
import { storeLocations } from './resources/locations';
import { storeMenu } from './resources/menu';
import { storeSocial } from './resources/social';
import type { PageSnapshot } from './snapshot';

export async function storePageData({ menu, locations, comingSoon, social, brandProfile }: PageSnapshot): Promise<void> {
  await Promise.all([
    menu && storeMenu(menu),
    locations && storeLocations(locations),
    comingSoon && storeComingSoon(comingSoon),
    social && storeSocial(social),
    brandProfile && storeBrandProfile(brandProfile),
  ]);
}
