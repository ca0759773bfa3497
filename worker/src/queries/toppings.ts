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

/** A topping as head office's list edits it: with the version an edit names (contract/row-version.ts); the menu leaves it out. */
export const toStaffTopping = (t: ToppingRow, p?: typeof pictureVariants.$inferSelect | null): Topping => ({ ...toTopping(t, p), version: t.version });

/** Every topping with its picture's variants, by name (a query, so the menu can batch it). */
export const toppingList = (db: Db) =>
  db.select({ t: toppings, p: pictureVariants }).from(toppings).leftJoin(pictureVariants, eq(pictureVariants.key, toppings.imageKey)).orderBy(asc(toppings.name));

type ListRows = { t: ToppingRow; p: typeof pictureVariants.$inferSelect | null }[];
export const toToppings = (rows: ListRows) => rows.map(({ t, p }) => toTopping(t, p));
/** GET /toppings is also head office's list: it carries the versions its edits name. */
export const toStaffToppings = (rows: ListRows) => rows.map(({ t, p }) => toStaffTopping(t, p));
