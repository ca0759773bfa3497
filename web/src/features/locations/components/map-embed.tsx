import { useState } from 'react';
import { useOnline } from '../../../components/outbox/use-online';
import { directionsHref, mapEmbedSrc } from '../find-store';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import { NewTabButton } from './new-tab-button';
import './map-embed.css';

interface MapEmbedProps {
  store: { name: string; address: string; latitude: number | null; longitude: number | null };
  /** The address and Directions in the box; off where the page shows them just above (the store page). */
  withAddress?: boolean;
}

/**
 * The maps embed of SPEC §7.1 (600 × 500, scaled to fit), loaded when the
 * visitor asks for it: until then (and offline, or where the map service is
 * out of reach) the box holds what it would tell, the address and
 * Directions. A third party's page is never what stands between a phone and
 * the store's details (docs/decisions/store-finder-map.md).
 */
export function MapEmbed({ store, withAddress = true }: MapEmbedProps) {
  const online = useOnline();
  const [shown, setShown] = useState(false);
  return (
    <figure className="map-embed">
      <div className="map-embed__frame" data-shown={shown && online}>
        {shown && online ? (
          <iframe src={mapEmbedSrc(store.address)} title={locationTexts.mapTitle(store.address)} width={600} height={500} referrerPolicy="no-referrer-when-downgrade" />
        ) : (
          <div className="map-embed__fallback">
            {withAddress && <AddressLine address={store.address} />}
            <div className="map-embed__actions">
              {withAddress && <NewTabButton href={directionsHref(store)}>{locationTexts.directions}</NewTabButton>}
              {online ? (
                <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
                  {locationTexts.showMap}
                </button>
              ) : (
                <p className="map-embed__offline">{locationTexts.mapOffline}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </figure>
  );
}
