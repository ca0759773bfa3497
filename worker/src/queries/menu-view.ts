import { sql } from 'drizzle-orm';
import { drinks, drinkToppings, reviews, type pictureVariants, type series } from '../db/schema';
import type { DrinkFacts } from '../contract/drink-facts';
import type { Drink, MenuDrink, Series } from '../contract/menu';
import { mediaUrl } from '../lib/media-url';
import { toPictureSet } from '../lib/picture-variants';

type DrinkRow = typeof drinks.$inferSelect;
type SeriesRow = typeof series.$inferSelect;
/**
 * A picture's variants, left-joined on its key (null when it has none); staff
 * answers leave them out. `toppingIds` is `drinkToppingIds()`'s JSON text.
 */
type Variants = { p?: typeof pictureVariants.$inferSelect | null; toppingIds?: string | null };

/** The facts on the wire: the stored JSON with the drink's topping links, or null ('Nutrition facts coming soon'). */
const toFacts = (d: DrinkRow, toppingIds: string | null | undefined): DrinkFacts | null =>
  d.facts ? { ...d.facts, toppingIds: toppingIds ? (JSON.parse(toppingIds) as string[]) : [] } : null;

export const toDrink = (d: DrinkRow, { p, toppingIds }: Variants = {}): Drink => ({
  _id: d.id,
  name: d.name,
  description: d.description,
  seriesId: d.seriesId,
  image: mediaUrl(d.imageKey),
  imageSet: toPictureSet(p),
  facts: toFacts(d, toppingIds),
});

/** A drink as staff screens edit it: with the versions an edit names (contract/row-version.ts); public answers leave them out. */
export const toStaffDrink = (d: DrinkRow, variants: Variants = {}): Drink => ({ ...toDrink(d, variants), version: d.version, factsVersion: d.factsVersion });

/**
 * Column for a select over `drinks`: the ids of the toppings it takes, in the
 * form's order, as a JSON array from a correlated subquery (on the primary
 * key), so the facts add no statement to the menu. Fresh SQL each call.
 */
export const drinkToppingIds = () =>
  sql<string>`(select json_group_array(topping_id) from (select ${drinkToppings.toppingId} as topping_id from ${drinkToppings} where ${drinkToppings.drinkId} = ${drinks.id} order by ${drinkToppings.position}))`;

/**
 * Columns for a select over `drinks`: its approved reviews' count and average,
 * as correlated subqueries (on reviews_drink_status_idx) inside the same
 * statement, so ratings add no query however many drinks there are. Fresh SQL
 * each call, as for every fragment used in several statements of a batch.
 */
export function drinkRatings() {
  const approved = sql`from ${reviews} where ${reviews.drinkId} = ${drinks.id} and ${reviews.status} = 'approved'`;
  return {
    reviewCount: sql<number>`(select count(*) ${approved})`.mapWith(Number),
    rating: sql<number | null>`(select round(avg(${reviews.rating}), 1) ${approved})`,
  };
}

export const toMenuDrink = (row: { d: DrinkRow; reviewCount: number; rating: number | null } & Variants): MenuDrink => ({
  ...toDrink(row.d, row),
  rating: row.rating,
  reviewCount: row.reviewCount,
});

/** Series with their drinks, joined in memory so a menu costs a fixed number of queries. */
export function withDrinks<D extends Drink>(seriesRows: ({ s: SeriesRow } & Variants)[], drinkViews: D[]): Series<D>[] {
  const bySeries = new Map<string, D[]>();
  for (const d of drinkViews) {
    const list = bySeries.get(d.seriesId) ?? [];
    list.push(d);
    bySeries.set(d.seriesId, list);
  }
  return seriesRows.map(({ s, p }) => ({
    _id: s.id,
    name: s.name,
    image: mediaUrl(s.imageKey),
    imageSet: toPictureSet(p),
    imageId: s.imageKey,
    signature: s.signature,
    drinks: bySeries.get(s.id) ?? [],
  }));
}

/** The staff's own menu, with the versions their edits name. */
export const toSeriesList = (seriesRows: SeriesRow[], drinkRows: { d: DrinkRow; toppingIds: string | null }[]): Series[] => {
  const versions = new Map(seriesRows.map((s) => [s.id, s.version]));
  return withDrinks(
    seriesRows.map((s) => ({ s })),
    drinkRows.map((row) => toStaffDrink(row.d, row)),
  ).map((s) => ({ ...s, version: versions.get(s._id) }));
};
