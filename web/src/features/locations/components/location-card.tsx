import { Link } from 'react-router';
import { DialogCard } from '../../../components/ui/dialog-card';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import { paths } from '../../../config/paths';
import type { CachedLocation } from '../../../lib/db';
import { milesText } from '../distance';
import { locationTexts } from '../texts';
import { AddressLine } from './address-line';
import { NextSpecialHours } from './special-hours';
import { StorePicture } from './store-picture';
import { StoreStatusLine } from './store-status-line';
import '../../../styles/public-data.css';
import './location-card.css';

interface LocationCardProps {
  location: CachedLocation;
  now: Date;
  /** Miles from the visitor, once they shared their location. */
  miles?: number | null;
  onOpen: (id: string) => void;
  eager?: boolean;
  /** The page's largest first picture: fetched before the others. */
  priority?: boolean;
}

/** A store on /locations, compact beside its thumbnail; the button in its heading (stretched over the card) opens its details, the link its page. */
export function LocationCard({ location, now, miles, onOpen, eager, priority }: LocationCardProps) {
  const picture = (
    <StorePicture
      className="location-card__picture"
      src={location.image}
      imageSet={location.imageSet}
      sizes={menuPictureSizes.storeCard}
      alt=""
      eager={eager}
      priority={priority}
    />
  );
  return (
    <DialogCard block="location-card" level={3} item={location} picture={picture} onOpen={onOpen}>
      <AddressLine address={location.address} />
      {miles != null && <p className="location-card__distance">{locationTexts.away(milesText(miles))}</p>}
      <StoreStatusLine store={location} now={now} />
      <NextSpecialHours store={location} now={now} />
      <Link className="location-card__page" to={paths.store(location.slug)} aria-label={locationTexts.storePageOf(location.name)}>
        {locationTexts.storePage}
      </Link>
    </DialogCard>
  );
}
