import { useEffect, useId, useRef, useState } from 'react';
import { addressParts } from '../../../lib/contract';
import type { CachedLocation } from '../../../lib/db';
import type { Coordinates } from '../distance';
import { pinGroups, pinSpacing, type PinGroup } from '../pin-groups';
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
const SPACING = pinSpacing(MAP_WIDTH);
const at = (group: PinGroup<CachedLocation>) => ({ left: percent(group.x, MAP_WIDTH), top: percent(group.y, MAP_HEIGHT) });
const placeOf = (store: CachedLocation) => {
  const { city, state } = addressParts(store.address);
  return city && state ? `${city}, ${state}` : store.address;
};

/**
 * The stores on our own map of the US (us-map.ts): drawn in the page, so it
 * shows offline and asks no map service. Each pin is a button that opens the
 * store, in list order for the keyboard; stores too close to tell apart on a
 * phone share a pin that lists them (pin-groups.ts); stores off the map
 * (Alaska, Hawaii, no coordinates) are listed under it.
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
          {pinGroups(
            onMap.map((store) => ({ item: store, ...mapPoint(store.longitude, store.latitude) })),
            SPACING,
          ).map((group) =>
            group.items.length === 1 ? <StorePin key={group.items[0]._id} group={group} onOpen={onOpen} /> : <GroupPin key={group.items[0]._id} group={group} onOpen={onOpen} />,
          )}
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

function PinShape({ count }: { count?: number }) {
  return (
    <svg viewBox="0 0 24 32" aria-hidden="true" focusable="false">
      <path d="M12 31s-10-11-10-18.5a10 10 0 0 1 20 0C22 20 12 31 12 31z" />
      {count ? (
        <text x="12" y="16.5" textAnchor="middle">
          {count}
        </text>
      ) : (
        <circle cx="12" cy="12.5" r="4" />
      )}
    </svg>
  );
}

function StorePin({ group, onOpen }: { group: PinGroup<CachedLocation>; onOpen: (id: string) => void }) {
  const store = group.items[0];
  return (
    <li className="store-map__pin" style={at(group)}>
      <button type="button" aria-haspopup="dialog" aria-label={`${store.name}, ${placeOf(store)}`} onClick={() => onOpen(store._id)}>
        <PinShape />
        <span className="store-map__label" aria-hidden="true">
          {store.name}
        </span>
      </button>
    </li>
  );
}

/** A pin for stores too close to tell apart: it opens the list of them, each opening its store. */
function GroupPin({ group, onOpen }: { group: PinGroup<CachedLocation>; onOpen: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const names = group.items.map((store) => `${store.name}, ${placeOf(store)}`);
  return (
    <li
      ref={item}
      className="store-map__pin store-map__pin--group"
      style={at(group)}
      data-open={open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button ref={toggle} type="button" aria-expanded={open} aria-controls={listId} aria-label={locationTexts.pinGroupLabel(names)} onClick={() => setOpen(!open)}>
        <PinShape count={group.items.length} />
        <span className="store-map__label" aria-hidden="true">
          {locationTexts.pinGroup(group.items.length)}
        </span>
      </button>
      <ul id={listId} className="store-map__group" hidden={!open}>
        {group.items.map((store, i) => (
          <li key={store._id}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={names[i]}
              onClick={() => {
                setOpen(false);
                onOpen(store._id);
              }}
            >
              {store.name}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
