import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import { paths } from '../../../config/paths';
import type { CachedLocation } from '../../../lib/db';
import { locationTexts } from '../texts';
import { MapEmbed } from './map-embed';
import { OrderOnlineButton } from './new-tab-button';
import { StoreStatusLine } from './store-status-line';
import { StorePicture } from './store-picture';
import './location-dialog.css';

interface LocationDialogProps {
  location: CachedLocation | null;
  now: Date;
  onClose: () => void;
}

/** A store's details (SPEC §2.8): status now, address, picture, map, its page, Order Online and Close, which stay in view on a phone. */
export function LocationDialog({ location, now, onClose }: LocationDialogProps) {
  return (
    <Dialog open={location !== null} title={location?.name ?? ''} onClose={onClose} className="dialog--detail location-dialog">
      {location && (
        <div className="location-details">
          <div className="location-details__info">
            <StorePicture
              className="location-details__picture"
              src={location.image}
              imageSet={location.imageSet}
              sizes={menuPictureSizes.storeDialog}
              alt={`The ${location.name} store`}
              eager
            />
            <StoreStatusLine store={location} now={now} />
            <Link to={paths.store(location.slug)}>{locationTexts.storePage}</Link>
          </div>
          <MapEmbed store={location} />
          <div className="dialog__actions location-details__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {locationTexts.close}
            </button>
            <OrderOnlineButton link={location.thirdPartyLink} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
