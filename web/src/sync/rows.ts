/**
 * How API answers become cached rows: the refreshes store these, and a page
 * rendered by the server shows the same rows before the cache has opened.
 * Free of Dexie, so the first paint and the server renderer can use it.
 */
import type { CachedComingSoon, CachedDrink, CachedLocation, CachedSeries, CachedTopping, SocialCounts } from '../lib/db';
import type { ComingSoonFranchise, Location, Menu, SocialDetails } from '../lib/contract';

export const withPositions = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

export interface MenuRows {
  series: CachedSeries[];
  drinks: CachedDrink[];
  toppings: CachedTopping[];
}

/** A page rendered before toppings existed carries none; its drinks' facts then come with the next refresh. */
export function menuRows(menu: Pick<Menu, 'series'> & Partial<Pick<Menu, 'toppings'>>): MenuRows {
  return {
    series: withPositions(menu.series.map(({ drinks: _drinks, ...s }) => s)),
    drinks: withPositions(menu.series.flatMap((s) => s.drinks.map((d) => ({ ...d, facts: d.facts ?? null })))),
    toppings: withPositions(menu.toppings ?? []),
  };
}

export const locationRows = (locations: Location[]): CachedLocation[] => withPositions(locations);
export const comingSoonRows = (stores: ComingSoonFranchise[]): CachedComingSoon[] => withPositions(stores);

/** The page shows four numbers of the social details. */
export const socialCounts = ({ user }: SocialDetails): SocialCounts => ({
  username: user.username,
  posts: user.edge_owner_to_timeline_media.count,
  followers: user.edge_followed_by.count,
  following: user.edge_follow.count,
});
