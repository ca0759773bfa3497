import { asc, eq } from 'drizzle-orm';
import type { Topping } from '../contract/drink-facts';
import type { Db } from '../db/client';
import { pictureVariants, toppings } from '../db/schema';
import { mediaUrl } from '../lib/media-url';
import { toPictureSet } from '../lib/picture-variants';

type ToppingRow = typeof toppings.$inferSelect;

export const toTopping = (t: ToppingRow, p?: typeof pictureVariants.$inferSelect | null): Topping => ({
  _id: t.id,
  name: t.name,
  image: mediaUrl(t.imageKey),
  imageSet: toPictureSet(p),
  calories: t.calories,
  sugarG: t.sugarG,
  caffeineMg: t.caffeineMg,
  allergens: t.allergens,
  vegan: t.vegan,
});

/** Every topping with its picture's variants, by name (a query, so the menu can batch it). */
export const toppingList = (db: Db) =>
  db.select({ t: toppings, p: pictureVariants }).from(toppings).leftJoin(pictureVariants, eq(pictureVariants.key, toppings.imageKey)).orderBy(asc(toppings.name));

export const toToppings = (rows: { t: ToppingRow; p: typeof pictureVariants.$inferSelect | null }[]) => rows.map(({ t, p }) => toTopping(t, p));
