/**
 * Writes a drink's facts: the JSON on the drink and its topping links, in one
 * batch (one transaction), so the menu never shows facts with half their
 * toppings. Only the drink's owner writes them (404 otherwise); toppings must
 * be on head office's list (400 under the toppings field).
 */
import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../app-env';
import { UNKNOWN_TOPPING, type DrinkFacts } from '../../contract/drink-facts';
import type { Drink } from '../../contract/menu';
import { DRINK_NOT_FOUND } from '../../contract/own-menu';
import type { Db } from '../../db/client';
import { drinks, drinkToppings, toppings } from '../../db/schema';
import { fail } from '../../lib/fail';
import { failField } from '../../lib/validate';
import { drinkToppingIds, toDrink } from '../../queries/menu-view';
import { ownDrinks } from './ownership';

export async function saveDrinkFacts(db: Db, user: SessionUser, drinkId: string, facts: DrinkFacts | null): Promise<Drink> {
  const toppingIds = facts?.toppingIds ?? [];
  const [owned, known] = await db.batch([
    db
      .select({ id: drinks.id })
      .from(drinks)
      .where(ownDrinks(db, user, drinkId)),
    db
      .select({ id: toppings.id })
      .from(toppings)
      .where(inArray(toppings.id, toppingIds.length ? toppingIds : [''])),
  ]);
  if (!owned.length) fail(404, DRINK_NOT_FOUND);
  if (known.length !== toppingIds.length) failField('toppingIds', UNKNOWN_TOPPING);

  const stored = facts && (({ toppingIds: _, ...rest }) => rest)(facts);
  const links = toppingIds.map((toppingId, position) => ({ drinkId, toppingId, position }));
  const [, , ...rest] = await db.batch([
    db.update(drinks).set({ facts: stored }).where(eq(drinks.id, drinkId)),
    db.delete(drinkToppings).where(eq(drinkToppings.drinkId, drinkId)),
    ...(links.length ? [db.insert(drinkToppings).values(links)] : []),
    db.select({ d: drinks, toppingIds: drinkToppingIds() }).from(drinks).where(eq(drinks.id, drinkId)),
  ]);
  const rows = rest.at(-1) as { d: typeof drinks.$inferSelect; toppingIds: string | null }[];
  if (!rows[0]) fail(404, DRINK_NOT_FOUND);
  return toDrink(rows[0].d, rows[0]);
}
