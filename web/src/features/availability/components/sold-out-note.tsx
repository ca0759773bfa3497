import { storeTimeText } from '../../../lib/contract';
import { itemKey } from '../../../lib/store-availability';
import { storeWhen } from '../../../lib/store-when';
import { useMyStoreDay } from '../../../lib/use-my-store-availability';
import { useStoreAvailability } from '../hooks/use-store-availability';
import { availabilityTexts as t } from '../texts';
import './sold-out-note.css';

/** On a drink's card of a store page: 'Sold out today · back at 10:00 am', or nothing. */
export function StoreDrinkSoldOut({ locationId, timeZone, drinkId }: { locationId: string; timeZone: string; drinkId: string }) {
  const day = useStoreAvailability(locationId);
  const item = day?.soldOut.find((s) => s.itemType === 'drink' && s.itemId === drinkId);
  if (!day || !item) return null;
  return <p className="sold-out-note">{t.soldOutBack(storeWhen(item.until, day.now, timeZone))}</p>;
}

/** On a drink's card of the menu, with a My store picked: 'Sold out today at Downtown Austin · back at 10:00 am', or nothing. */
export function MyStoreDrinkSoldOut({ drinkId }: { drinkId: string }) {
  const day = useMyStoreDay();
  const item = day?.soldOutBy.get(itemKey('drink', drinkId));
  if (!day || !item) return null;
  return <p className="sold-out-note">{t.soldOutAt(day.store.name, storeWhen(item.until, day.now, day.store.timeZone))}</p>;
}

/** Above the menu's drinks, with a My store picked: whose day the cards show, and how old it is when it is the device's copy. */
export function MyStoreLine() {
  const day = useMyStoreDay();
  if (!day) return null;
  const toppings = day.soldOut.filter((s) => s.itemType === 'topping');
  return (
    <p className="my-store-line" role="status">
      {t.myStoreLine(day.store.name)}
      {toppings.length > 0 && <> {t.toppingsOut(toppings.map((s) => s.name).join(', '))}</>}
      {day.stale && <span className="my-store-line__age"> · {t.asOf(storeTimeText(day.asOf, day.store.timeZone))}</span>}
    </p>
  );
}
