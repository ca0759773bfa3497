import { Dialog } from '../../../components/ui/dialog';
import type { CachedLocation } from '../../../lib/db';
import { orderOnlineHref } from '../find-store';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import { MapEmbed } from './map-embed';
import { OpenTillLine } from './open-till-line';
import { StorePicture } from './store-picture';
import './location-dialog.css';

interface LocationDialogProps {
  location: CachedLocation | null;
  onClose: () => void;
}

/** The dialog's full width on phones, its narrower column (of 58rem) from tablets up (location-dialog.css). */
const PICTURE_SIZES = '(min-width: 48rem) 27rem, 100vw';

/** A store's details (SPEC §2.8): hours today, address, picture, map, Order Online and Close. */
export function LocationDialog({ location, onClose }: LocationDialogProps) {
  const orderHref = orderOnlineHref(location?.thirdPartyLink);
  return (
    <Dialog open={location !== null} title={location?.name ?? ''} onClose={onClose} className="dialog--detail location-dialog">
      {location && (
        <div className="location-details">
          <div className="location-details__info">
            <StorePicture
              className="location-details__picture"
              src={location.image}
              imageSet={location.imageSet}
              sizes={PICTURE_SIZES}
              alt={`The ${location.name} store`}
              eager
            />
            <OpenTillLine timings={location.timings} />
            <AddressLine address={location.address} />
          </div>
          <MapEmbed address={location.address} />
          <div className="dialog__actions location-details__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {locationTexts.close}
            </button>
            {orderHref && (
              <a className="button button--primary" href={orderHref} target="_blank" rel="noopener noreferrer">
                {locationTexts.orderOnline}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
