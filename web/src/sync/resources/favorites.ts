/**
 * 'My drinks': builds a visitor saved on this device. They are the visitor's
 * own (never sent, so no outbox), kept in their own table that no refresh
 * clears, and read through live queries like the cache.
 */
import type { Build } from '../../lib/contract';
import { db, type FavoriteDrink } from '../../lib/db';
import { markFavoriteSaved } from '../favorite-saved';

export const readFavorites = () => db.favorites.orderBy('createdAt').reverse().toArray();
export const readFavorite = async (id: string | null) => (id ? ((await db.favorites.get(id)) ?? null) : null);

export async function saveFavorite(drink: { _id: string; name: string }, build: Build, label: string, id?: string): Promise<FavoriteDrink> {
  const now = Date.now();
  const earlier = id ? await db.favorites.get(id) : undefined;
  const favorite: FavoriteDrink = {
    id: earlier?.id ?? crypto.randomUUID(),
    drinkId: drink._id,
    drinkName: drink.name,
    label: label.trim(),
    build,
    createdAt: earlier?.createdAt ?? now,
    updatedAt: now,
  };
  await db.favorites.put(favorite);
  markFavoriteSaved();
  return favorite;
}

export const renameFavorite = (id: string, label: string) => db.favorites.update(id, { label: label.trim(), updatedAt: Date.now() });
export const removeFavorite = (id: string) => db.favorites.delete(id);
