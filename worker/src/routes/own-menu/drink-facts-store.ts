/**
 * Writes a drink's facts: the JSON on the drink and its topping links, in one
 * batch (one transaction), so the menu never shows facts with half their
 * toppings. Only the drink's owner writes them (404 otherwise); toppings must
 * be on head office's list (400 under the toppings field).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../app-env';
import { UNKNOWN_TOPPING, type DrinkFacts } from '../../contract/drink-facts';
import type { Drink } from '../../contract/menu';
import { DRINK_NOT_FOUND } from '../../contract/own-menu';
import type { Db } from '../../db/client';
import { drinks, drinkToppings, toppings } from '../../db/schema';
import { fail } from '../../lib/fail';
import { failField } from '../../lib/validate';
import { drinkToppingIds, toStaffDrink } from '../../queries/menu-view';
import { failMovedOrMissing, guarded, movedOn, movedPast, staleGuard } from '../../lib/row-version';
import { loadOwnDrink } from './ownership';

export async function saveDrinkFacts(db: Db, user: SessionUser, drinkId: string, facts: DrinkFacts | null, version?: number): Promise<Drink> {
  const toppingIds = facts?.toppingIds ?? [];
  const [owned, known] = await db.batch([
    loadOwnDrink(db, user, drinkId),
    db
      .select({ id: toppings.id })
      .from(toppings)
      .where(inArray(toppings.id, toppingIds.length ? toppingIds : [''])),
  ]);
  const found = owned[0];
  if (!found) fail(404, DRINK_NOT_FOUND);
  if (known.length !== toppingIds.length) failField('toppingIds', UNKNOWN_TOPPING);
  // Facts moved on since the panel opened: 409, signed by whoever saved the facts, with the drink as it is now.
  const failMoved = async (): Promise<never> => {
    const now = await loadOwnDrink(db, user, drinkId).get();
    const by = now && { version: now.d.factsVersion, updatedBy: now.d.factsUpdatedBy, updatedAt: now.d.factsUpdatedAt };
    return failMovedOrMissing(db, by, DRINK_NOT_FOUND, () => toStaffDrink(now!.d, now));
  };
  if (movedOn(version, found.d.factsVersion)) await failMoved();

  const stored = facts && (({ toppingIds: _, ...rest }) => rest)(facts);
  const links = toppingIds.map((toppingId, position) => ({ drinkId, toppingId, position }));
  const thisDrink = eq(drinks.id, drinkId);
  const [, , , ...rest] = await guarded(
    () =>
      db.batch([
        staleGuard(db, drinks, thisDrink, movedPast([drinks.factsVersion, version])),
        db
          .update(drinks)
          .set({ facts: stored, factsVersion: sql<number>`${drinks.factsVersion} + 1`, factsUpdatedAt: Date.now(), factsUpdatedBy: user.id })
          .where(thisDrink),
        db.delete(drinkToppings).where(eq(drinkToppings.drinkId, drinkId)),
        ...(links.length ? [db.insert(drinkToppings).values(links)] : []),
        db.select({ d: drinks, toppingIds: drinkToppingIds() }).from(drinks).where(thisDrink),
      ]),
    failMoved,
  );
  const rows = rest.at(-1) as { d: typeof drinks.$inferSelect; toppingIds: string | null }[];
  if (!rows[0]) fail(404, DRINK_NOT_FOUND);
  return toStaffDrink(rows[0].d, rows[0]);
}
