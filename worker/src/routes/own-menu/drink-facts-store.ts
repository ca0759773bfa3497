/**
 * Writes a drink's facts: the JSON on the drink and its topping links, in one
 * batch (one transaction), so the menu never shows facts with half their
 * toppings. Only the drink's owner writes them (404 otherwise); toppings must
 * be on head office's list (400 under the toppings field).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../app-env';
import { UNKNOWN_TOPPING, type DrinkFacts } from '../../contract/drink-facts';
import type { Drink } from '../../contract/menu';
import { DRINK_NOT_FOUND } from '../../contract/own-menu';
import type { Db } from '../../db/client';
import { drinks, drinkToppings, toppings } from '../../db/schema';
import { fail } from '../../lib/fail';
import { failField } from '../../lib/validate';
import { drinkToppingIds, toStaffDrink } from '../../queries/menu-view';
import { atVersion, failStale } from '../../lib/row-version';
import { ownDrinks } from './ownership';

export async function saveDrinkFacts(db: Db, user: SessionUser, drinkId: string, facts: DrinkFacts | null, version?: number): Promise<Drink> {
  const toppingIds = facts?.toppingIds ?? [];
  const [owned, known] = await db.batch([
    db
      .select({ d: drinks, toppingIds: drinkToppingIds() })
      .from(drinks)
      .where(ownDrinks(db, user, drinkId)),
    db
      .select({ id: toppings.id })
      .from(toppings)
      .where(inArray(toppings.id, toppingIds.length ? toppingIds : [''])),
  ]);
  const found = owned[0];
  if (!found) fail(404, DRINK_NOT_FOUND);
  if (known.length !== toppingIds.length) failField('toppingIds', UNKNOWN_TOPPING);

  const stored = facts && (({ toppingIds: _, ...rest }) => rest)(facts);
  // Every statement checks the version the edit was made from, the update last (it moves it on): a stale edit changes
  // neither the facts nor the links. A batch is one transaction, so they all see the same version.
  const unmoved = () => and(eq(drinks.id, drinkId), atVersion(drinks.factsVersion, version));
  const stillUnmoved = db.select({ id: drinks.id }).from(drinks).where(unmoved());
  const links = toppingIds.map((toppingId, position) =>
    db.insert(drinkToppings).select(
      db
        .select({ drinkId: sql<string>`${drinkId}`.as('drink_id'), toppingId: sql<string>`${toppingId}`.as('topping_id'), position: sql<number>`${position}`.as('position') })
        .from(drinks)
        .where(unmoved()),
    ),
  );
  const now = Date.now();
  const [, ...rest] = await db.batch([
    db.delete(drinkToppings).where(and(eq(drinkToppings.drinkId, drinkId), inArray(drinkToppings.drinkId, stillUnmoved))),
    ...links,
    db
      .update(drinks)
      .set({ facts: stored, factsVersion: sql<number>`${drinks.factsVersion} + 1`, factsUpdatedAt: now, factsUpdatedBy: user.id })
      .where(unmoved())
      .returning({ id: drinks.id }),
    db.select({ d: drinks, toppingIds: drinkToppingIds() }).from(drinks).where(eq(drinks.id, drinkId)),
  ]);
  const updated = rest.at(-2) as { id: string }[];
  const rows = rest.at(-1) as { d: typeof drinks.$inferSelect; toppingIds: string | null }[];
  if (!rows[0]) fail(404, DRINK_NOT_FOUND);
  if (!updated.length) await failStale(db, toStaffDrink(rows[0].d, rows[0]), { updatedBy: rows[0].d.factsUpdatedBy, updatedAt: rows[0].d.factsUpdatedAt });
  return toStaffDrink(rows[0].d, rows[0]);
}
