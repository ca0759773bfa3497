import { addressParts } from '../../../lib/contract';
import type { CachedLocation } from '../../../lib/db';
import type { Coordinates } from '../distance';
import { locationTexts } from '../texts';
import { MAP_HEIGHT, MAP_WIDTH, mapPoint, onUsMap, US_LAKES_PATH, US_LAND_PATH } from '../us-map';
import './store-map.css';

interface StoreMapProps {
  /** The stores the search left, in list order. */
  stores: readonly CachedLocation[];
  onOpen: (id: string) => void;
  /** The visitor, once they shared their location. */
  you?: Coordinates | null;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;
const placeOf = (store: CachedLocation) => {
  const { city, state } = addressParts(store.address);
  return city && state ? `${city}, ${state}` : store.address;
};

/**
 * The stores on our own map of the US (us-map.ts): drawn in the page, so it
 * shows offline and asks no map service. Each pin is a button that opens the
 * store, in list order for the keyboard; stores off the map (Alaska, Hawaii,
 * no coordinates) are listed under it.
 */
export function StoreMap({ stores, onOpen, you }: StoreMapProps) {
  const onMap = stores.filter(onUsMap);
  const offMap = stores.filter((s) => !onUsMap(s));
  const youOnMap = you && onUsMap(you) ? mapPoint(you.longitude, you.latitude) : null;
  return (
    <section className="store-map" aria-labelledby="store-map-heading">
      <h2 id="store-map-heading" className="visually-hidden">
        {locationTexts.mapHeading}
      </h2>
      <div className="store-map__canvas" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
        <svg className="store-map__shape" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
          <path className="store-map__land" d={US_LAND_PATH} />
          <path className="store-map__water" d={US_LAKES_PATH} />
        </svg>
        {youOnMap && (
          <span className="store-map__you" style={{ left: percent(youOnMap.x, MAP_WIDTH), top: percent(youOnMap.y, MAP_HEIGHT) }}>
            <span className="visually-hidden">{locationTexts.youAreHere}</span>
          </span>
        )}
        <ul className="store-map__pins" aria-label={locationTexts.mapPinsLabel}>
          {onMap.map((store) => {
            const { x, y } = mapPoint(store.longitude, store.latitude);
            return (
              <li key={store._id} className="store-map__pin" style={{ left: percent(x, MAP_WIDTH), top: percent(y, MAP_HEIGHT) }}>
                <button type="button" aria-haspopup="dialog" aria-label={`${store.name}, ${placeOf(store)}`} onClick={() => onOpen(store._id)}>
                  <svg viewBox="0 0 24 32" aria-hidden="true" focusable="false">
                    <path d="M12 31s-10-11-10-18.5a10 10 0 0 1 20 0C22 20 12 31 12 31z" />
                    <circle cx="12" cy="12.5" r="4" />
                  </svg>
                  <span className="store-map__label" aria-hidden="true">
                    {store.name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {!onMap.length && <p className="store-map__none">{locationTexts.mapNone}</p>}
      </div>
      {offMap.length > 0 && (
        <div className="store-map__elsewhere">
          <h3 className="store-map__elsewhere-title">{locationTexts.offMap}</h3>
          <ul>
            {offMap.map((store) => (
              <li key={store._id}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-haspopup="dialog"
                  aria-label={`${store.name}, ${placeOf(store)}`}
                  onClick={() => onOpen(store._id)}
                >
                  {store.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
