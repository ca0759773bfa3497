/**
 * Stale-while-revalidate for public data: screens render what IndexedDB has
 * at once and these functions replace it with the server's answer. A failed
 * refresh leaves the cache as it was, so the page never blanks out offline.
 */
import { api, readOk } from '../lib/api-client';
import { db, type SocialCounts } from '../lib/db';

const withPositions = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));
const stamp = (key: string, value?: unknown) => db.meta.put({ key, refreshedAt: Date.now(), value });

export async function refreshMenu(): Promise<void> {
  const { menu } = await readOk(await api.user.menu.admin.series.$get());
  const series = withPositions(menu.series.map(({ drinks: _drinks, ...s }) => s));
  const drinks = withPositions(menu.series.flatMap((s) => s.drinks));
  await db.transaction('rw', db.series, db.drinks, db.meta, async () => {
    await Promise.all([db.series.clear(), db.drinks.clear()]);
    await Promise.all([db.series.bulkPut(series), db.drinks.bulkPut(drinks), stamp('menu')]);
  });
}

export async function refreshApprovedReviews(drinkId: string): Promise<void> {
  const { reviews } = await readOk(await api.review.drink[':id'].approved.$get({ param: { id: drinkId } }));
  await db.transaction('rw', db.reviews, db.meta, async () => {
    await db.reviews.where('drink').equals(drinkId).delete();
    await Promise.all([db.reviews.bulkPut(reviews), stamp(`reviews:${drinkId}`)]);
  });
}

export async function refreshLocations(): Promise<void> {
  const { locations } = await readOk(await api.user.locations.$get());
  await db.transaction('rw', db.locations, db.meta, async () => {
    await db.locations.clear();
    await Promise.all([db.locations.bulkPut(withPositions(locations)), stamp('locations')]);
  });
}

export async function refreshComingSoon(): Promise<void> {
  const { franchise } = await readOk(await api.admin.comming.$get());
  await db.transaction('rw', db.comingSoon, db.meta, async () => {
    await db.comingSoon.clear();
    await Promise.all([db.comingSoon.bulkPut(withPositions(franchise)), stamp('comingSoon')]);
  });
}

export async function refreshSocial(): Promise<void> {
  const { data } = await readOk(await api.user.instagram.details.$get());
  const counts: SocialCounts = {
    username: data.user.username,
    posts: data.user.edge_owner_to_timeline_media.count,
    followers: data.user.edge_followed_by.count,
    following: data.user.edge_follow.count,
  };
  await stamp('social', counts);
}
