import { storeTimeText } from '../../../lib/contract';
import { setMyStore, useMyStore } from '../../../lib/my-store';
import { storeWhen } from '../../../lib/store-when';
import { useStoreAvailability } from '../hooks/use-store-availability';
import { availabilityTexts as t } from '../texts';
import './sold-out-today.css';

/** The store page's 'Sold out today': what the store has run out of and when it is back, updated live. */
export function SoldOutToday({ locationId, timeZone, storeName }: { locationId: string; timeZone: string; storeName: string }) {
  const view = useStoreAvailability(locationId);
  const mine = useMyStore()?.id === locationId;
  if (!view) return null;
  return (
    <section className="sold-out-today" aria-labelledby="sold-out-today-heading" aria-live="polite">
      <h2 id="sold-out-today-heading">
        {t.heading}
        {view.stale && <span className="sold-out-today__age"> · {t.asOf(storeTimeText(view.asOf, timeZone))}</span>}
      </h2>
      {view.soldOut.length === 0 ? (
        <p className="sold-out-today__none">{t.allThere}</p>
      ) : (
        <ul>
          {view.soldOut.map((item) => (
            <li key={`${item.itemType}/${item.itemId}`} className="sold-out-today__item" data-item={item.itemId}>
              <strong>{item.name}</strong>
              {item.itemType === 'topping' && <span className="sold-out-today__kind"> ({t.topping})</span>}
              <span className="sold-out-today__when">{t.soldOutBack(storeWhen(item.until, view.now, timeZone))}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="sold-out-today__mine">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={mine}
          onClick={() => setMyStore(mine ? null : { id: locationId, name: storeName, timeZone })}
        >
          {mine ? t.isMyStore : t.makeMyStore}
        </button>{' '}
        <span>{t.myStoreHint}</span>
      </p>
    </section>
  );
}
