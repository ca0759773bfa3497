/**
 * Fills the cache from the data the server rendered this page with, before
 * any live query answers (loadSync waits for it): the first answer then shows
 * what the server's HTML showed, and the page opens offline next time even if
 * its own refresh never finished. Once per page load; a cache that cannot
 * open is no reason to fail.
 */
import { storeBrandProfile } from './resources/brand-profile';
import { storeComingSoon } from './resources/coming-soon';
import { storeLocations } from './resources/locations';
import { storeMenu } from './resources/menu';
import { storeSocial } from './resources/social';
import { readPageSnapshot } from './snapshot';

let primed: Promise<void> | undefined;

export function primeFromPage(): Promise<void> {
  primed ??= (async () => {
    const snapshot = readPageSnapshot();
    if (!snapshot) return;
    const { menu, locations, comingSoon, social, brandProfile } = snapshot;
    await Promise.all([
      menu && storeMenu(menu),
      locations && storeLocations(locations),
      comingSoon && storeComingSoon(comingSoon),
      social && storeSocial(social),
      brandProfile && storeBrandProfile(brandProfile),
    ]).catch(() => undefined);
  })();
  return primed;
}
